'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** Headlines the modal can open with: keys in the SignInModal messages. */
export type SignInHeadline = 'sign_in' | 'please_sign_in_to_follow';

export const DEFAULT_SIGN_IN_HEADLINE: SignInHeadline = 'sign_in';

interface SignInModalState {
  isOpen: boolean;
  headline: SignInHeadline;
  open: (headline?: SignInHeadline) => void;
  close: () => void;
}

const SignInModalContext = createContext<SignInModalState | null>(null);

/** The sign-in modal's shared state (spec section 2): open flag and headline translation key. */
export function SignInModalProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [headline, setHeadline] = useState<SignInHeadline>(DEFAULT_SIGN_IN_HEADLINE);
  const open = useCallback((next?: SignInHeadline) => {
    setHeadline(next ?? DEFAULT_SIGN_IN_HEADLINE);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setHeadline(DEFAULT_SIGN_IN_HEADLINE);
  }, []);
  const value = useMemo(() => ({ isOpen, headline, open, close }), [isOpen, headline, open, close]);
  return <SignInModalContext.Provider value={value}>{children}</SignInModalContext.Provider>;
}

export function useSignInModal(): SignInModalState {
  const state = useContext(SignInModalContext);
  if (!state) throw new Error('useSignInModal must be used inside <SignInModalProvider>');
  return state;
}
