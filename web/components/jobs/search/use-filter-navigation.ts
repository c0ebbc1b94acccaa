'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { type JobFilters, jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import type { JobSearchHref } from './job-search-href';
import { useJobSearchTransition } from './job-search-transition';

const TYPING_DELAY_MS = 400;

const keyOf = (filters: JobFilters) => new URLSearchParams(jobSearchUrlQuery(filters)).toString();

/**
 * The filter form's state: each change goes into the URL (page 1 again) inside a transition,
 * typed text after a pause. A URL change from elsewhere (back, a link) resets the state.
 */
export function useFilterNavigation(href: JobSearchHref, current: JobFilters) {
  const router = useRouter();
  const { startTransition } = useJobSearchTransition();
  const [filters, setFilters] = useState(current);
  const pushed = useRef(keyOf(current));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const currentKey = keyOf(current);

  useEffect(() => {
    if (currentKey === pushed.current) return;
    pushed.current = currentKey;
    setFilters(current);
  }, [currentKey, current]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigate = (next: JobFilters) => {
    clearTimeout(timer.current);
    const key = keyOf(next);
    if (key === pushed.current) return;
    pushed.current = key;
    startTransition(() => router.push({ ...href, query: jobSearchUrlQuery(next) }, { scroll: false }));
  };

  /** Sets some filters; `typing` waits for a pause before searching. */
  const update = (patch: Partial<JobFilters>, typing = false) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    if (!typing) return navigate(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(next), TYPING_DELAY_MS);
  };

  return { filters, update, submit: () => navigate(filters) };
}
