'use client';

import { useAppliedJobOfferIds } from '@/hooks/use-applications';

/**
 * 'Applied' on a job card when I have an open application for the offer. The card itself is the
 * same for every visitor (cached pages); only this mark depends on who is looking. Its icon and
 * text come as children, rendered with the card.
 */
export function AppliedMarker({ jobOfferId, children }: { jobOfferId: string; children: React.ReactNode }) {
  const applied = useAppliedJobOfferIds();
  if (!applied.has(jobOfferId)) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-primary/25 px-2.5 py-1 text-xs font-semibold text-gray-950"
      data-testid="applied-marker"
    >
      {children}
    </span>
  );
}
