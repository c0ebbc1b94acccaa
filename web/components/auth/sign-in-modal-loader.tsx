'use client';

import { useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useSignInModal } from './sign-in-modal-context';

const SignInModal = lazyComponent(() => import('./sign-in-modal').then((module) => module.SignInModal));

/** The sign-in modal and its animation code load the first time it opens, not with every page. */
export function SignInModalLoader() {
  const { isOpen } = useSignInModal();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <SignInModal /> : null;
}
