'use client';

import { createContext, useContext, useTransition } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface JobSearchTransitionValue {
  isPending: boolean;
  startTransition: (action: () => void) => void;
}

const JobSearchTransitionContext = createContext<JobSearchTransitionValue>({
  isPending: false,
  startTransition: (action) => action(),
});

/** Shares one transition between the filter form and the results it updates. */
export function JobSearchTransition({ children }: { children: React.ReactNode }) {
  const [isPending, startTransition] = useTransition();
  return (
    <JobSearchTransitionContext.Provider value={{ isPending, startTransition }}>
      {children}
    </JobSearchTransitionContext.Provider>
  );
}

export const useJobSearchTransition = () => useContext(JobSearchTransitionContext);

/** The results, dimmed and marked busy while a new search loads. */
export function PendingResults({ children }: { children: React.ReactNode }) {
  const { isPending } = useJobSearchTransition();
  return (
    <div
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className="transition-opacity duration-200 data-pending:opacity-50 motion-reduce:transition-none"
    >
      {children}
    </div>
  );
}

/** 'Updating results…' with a spinner while a new search loads. */
export function PendingNotice({ label }: { label: string }) {
  const { isPending } = useJobSearchTransition();
  if (!isPending) return null;
  return (
    <span className="inline-flex items-center gap-2 text-sm text-gray-600" role="status">
      <Spinner />
      {label}
    </span>
  );
}
