'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useSignInModal } from './sign-in-modal-context';

const SignInModal = dynamic(() => import('./sign-in-modal').then((module) => module.SignInModal), {
  ssr: false,
});

/** The sign-in modal and its animation code load the first time it opens, not with every page. */
export function SignInModalLoader() {
  const { isOpen } = useSignInModal();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <SignInModal /> : null;
}
