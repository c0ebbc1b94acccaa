import type { PageEventType } from '@/contracts/numbers';
import type { CountIncrement, ReferrerIncrement } from './daily-counts';

/** A browser's event once its company is known and its referrer reduced to a domain. */
export interface ResolvedEvent {
  type: PageEventType;
  companyId: string;
  /** '' for the company profile. */
  jobOfferId: string;
  referrerDomain: string | null;
}

/** Sums a batch into one increment per company, offer and metric, and one per referring domain. */
export function tallyEvents(events: ResolvedEvent[]): {
  counts: CountIncrement[];
  referrers: ReferrerIncrement[];
} {
  const counts = new Map<string, CountIncrement>();
  const referrers = new Map<string, ReferrerIncrement>();
  for (const event of events) {
    const countKey = JSON.stringify([event.companyId, event.jobOfferId, event.type]);
    const count = counts.get(countKey);
    if (count) count.count += 1;
    else
      counts.set(countKey, {
        companyId: event.companyId,
        jobOfferId: event.jobOfferId,
        metric: event.type,
        count: 1,
      });
    if (!event.referrerDomain) continue;
    const referrerKey = JSON.stringify([event.companyId, event.referrerDomain]);
    const referrer = referrers.get(referrerKey);
    if (referrer) referrer.count += 1;
    else referrers.set(referrerKey, { companyId: event.companyId, domain: event.referrerDomain, count: 1 });
  }
  return { counts: [...counts.values()], referrers: [...referrers.values()] };
}
