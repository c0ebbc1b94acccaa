'use client';

import { useEffect, useState } from 'react';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import type { IntlProps } from '@/i18n/intl-props';
import { useSignInModal } from './sign-in-modal-context';

const SignInModal = lazyWithMessages(() => import('./sign-in-modal').then((module) => module.SignInModal));

/** The sign-in modal, its animation code and next-intl load the first time it opens, not with every page. */
export function SignInModalLoader({ intl }: { intl: IntlProps }) {
  const { isOpen } = useSignInModal();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <SignInModal intl={intl} /> : null;
}
