'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** Headlines the modal can open with: keys in the SignInModal messages. */
export type SignInHeadline =
  | 'sign_in'
  | 'please_sign_in_to_follow'
  | 'sign_in_to_apply'
  | 'sign_in_to_continue';

export const DEFAULT_SIGN_IN_HEADLINE: SignInHeadline = 'sign_in';

/** What the headline names ('Sign in to apply for {title}'). */
export type SignInHeadlineValues = Record<string, string>;

interface SignInModalState {
  isOpen: boolean;
  headline: SignInHeadline;
  headlineValues: SignInHeadlineValues;
  open: (headline?: SignInHeadline, values?: SignInHeadlineValues) => void;
  close: () => void;
}

const SignInModalContext = createContext<SignInModalState | null>(null);

const NO_VALUES: SignInHeadlineValues = {};

/** The sign-in modal's shared state (spec section 2): open flag and headline translation key. */
export function SignInModalProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [headline, setHeadline] = useState<SignInHeadline>(DEFAULT_SIGN_IN_HEADLINE);
  const [headlineValues, setHeadlineValues] = useState(NO_VALUES);
  const open = useCallback((next?: SignInHeadline, values?: SignInHeadlineValues) => {
    setHeadline(next ?? DEFAULT_SIGN_IN_HEADLINE);
    setHeadlineValues(values ?? NO_VALUES);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setHeadline(DEFAULT_SIGN_IN_HEADLINE);
    setHeadlineValues(NO_VALUES);
  }, []);
  const value = useMemo(
    () => ({ isOpen, headline, headlineValues, open, close }),
    [isOpen, headline, headlineValues, open, close],
  );
  return <SignInModalContext.Provider value={value}>{children}</SignInModalContext.Provider>;
}

export function useSignInModal(): SignInModalState {
  const state = useContext(SignInModalContext);
  if (!state) throw new Error('useSignInModal must be used inside <SignInModalProvider>');
  return state;
}
