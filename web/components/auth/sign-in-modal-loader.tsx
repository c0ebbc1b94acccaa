'use client';

import { useEffect, useState } from 'react';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { useSignInModal } from './sign-in-modal-context';

const SignInModal = lazyWithMessages('shell', () =>
  import('./sign-in-modal').then((module) => module.SignInModal),
);

/**
 * The sign-in modal, its animation code, next-intl and its messages load the first time it opens,
 * not with every page.
 */
export function SignInModalLoader() {
  const { isOpen } = useSignInModal();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <SignInModal /> : null;
}
