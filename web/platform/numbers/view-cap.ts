import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { platformEnv } from '@/server/env';
import { createLimiter } from '@/server/http/rate-limit';
import { sharedOnce } from '@/server/process-shared';
import type { ResolvedEvent } from './tally';

/** Page events one visitor adds to a company's counts in a day; past them, someone is inflating the numbers. */
export const COUNTED_EVENTS_PER_DAY = 30;

/** The day's allowance per address: RATE_LIMIT_SCALE multiplies it like the other per-address limits. */
const eventsPerDay = () => Math.max(1, Math.round(COUNTED_EVENTS_PER_DAY * platformEnv().rateLimitScale));

const DAY_SECONDS = 24 * 60 * 60;

/** Takes up to `wanted` of the key's allowance for the day; answers how many were left. */
async function take(key: string, wanted: number): Promise<number> {
  const perDay = eventsPerDay();
  const allowance = await sharedOnce('eventAllowances', `counted-events:${perDay}`, () =>
    createLimiter('tribe:counted-events', perDay, DAY_SECONDS),
  );
  try {
    await allowance.consume(key, wanted);
    return wanted;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const before = rejection.consumedPoints - wanted;
    return Math.max(0, Math.min(wanted, perDay - before));
  }
}

/**
 * The events of a batch that still count: each company's first ones until the visitor has had
 * the day's allowance for it. `visitorKey` is the visitor's salted hash for a company, so the
 * allowance is kept without the address.
 */
export async function countableEvents(
  day: string,
  events: ResolvedEvent[],
  visitorKey: (companyId: string) => string,
): Promise<ResolvedEvent[]> {
  const companyIds = [...new Set(events.map((event) => event.companyId))];
  const kept = await Promise.all(
    companyIds.map(async (companyId) => {
      const ofCompany = events.filter((event) => event.companyId === companyId);
      return ofCompany.slice(0, await take(`${day}:${visitorKey(companyId)}`, ofCompany.length));
    }),
  );
  return kept.flat();
}
