'use client';

import { CircleCheck } from 'lucide-react';
import { useAppliedJobOfferIds } from '@/hooks/use-applications';

/**
 * 'Applied' on a job card when I have an open application for the offer. The card itself is the
 * same for every visitor (cached pages); only this mark depends on who is looking.
 */
export function AppliedMarker({ jobOfferId, label }: { jobOfferId: string; label: string }) {
  const applied = useAppliedJobOfferIds();
  if (!applied.has(jobOfferId)) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-primary/25 px-2.5 py-1 text-xs font-semibold text-gray-950"
      data-testid="applied-marker"
    >
      <CircleCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}
