'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { APPLY_SECTION_ID } from './apply-section-id';

interface ApplyRequest {
  /** How many times Apply was pressed on this page (0: never); the form takes focus on each. */
  count: number;
  /** Brings the application section into view and asks the form to take focus. */
  start: () => void;
}

const ApplyRequestContext = createContext<ApplyRequest | null>(null);

/** Links the job detail's Apply buttons (header, phone bar) to its application form. */
export function ApplyRequestProvider({ children }: { children: React.ReactNode }) {
  const [count, setCount] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const start = useCallback(() => {
    document
      .getElementById(APPLY_SECTION_ID)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    setCount((current) => current + 1);
  }, [reducedMotion]);
  const value = useMemo(() => ({ count, start }), [count, start]);
  return <ApplyRequestContext.Provider value={value}>{children}</ApplyRequestContext.Provider>;
}

export function useApplyRequest(): ApplyRequest {
  const request = useContext(ApplyRequestContext);
  if (!request) throw new Error('useApplyRequest must be used inside <ApplyRequestProvider>');
  return request;
}
