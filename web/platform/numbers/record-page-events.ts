import 'server-only';
import { describeEventTargets, type EventTarget } from '@/content/event-targets';
import { ApiError } from '@/contracts/api-error';
import type { PageEvent } from '@/contracts/numbers';
import { getDatabase } from '@/server/db';
import { platformEnv } from '@/server/env';
import { addDailyCounts, addReferrers } from './daily-counts';
import { referrerDomain } from './referrer-domain';
import { siteDay } from './site-day';
import { type ResolvedEvent, tallyEvents } from './tally';
import { countNewVisitors, saltOf, type Visitor, visitorHash } from './unique-visitors';
import { countableEvents } from './view-cap';

const targetIdOf = (event: PageEvent) => ('company' in event ? event.company : event.offer);

/** The event with its company; an id that is not a published company or offer refuses the batch. */
function resolve(
  event: PageEvent,
  index: number,
  targets: Map<string, EventTarget>,
  siteHost: string,
): ResolvedEvent {
  const target = targets.get(targetIdOf(event));
  const referrer = referrerDomain(event.referrer, siteHost);
  if ('company' in event) {
    if (target?.type !== 'company') {
      throw new ApiError(
        404,
        'company_not_found',
        'There is no published company with this id.',
        `events.${index}.company`,
      );
    }
    return { type: event.type, companyId: target.companyId, jobOfferId: '', referrerDomain: referrer };
  }
  if (target?.type !== 'jobOffer' || !target.companyId) {
    throw new ApiError(
      404,
      'job_offer_not_found',
      'There is no published job offer with this id.',
      `events.${index}.offer`,
    );
  }
  return { type: event.type, companyId: target.companyId, jobOfferId: target.id, referrerDomain: referrer };
}

/**
 * Adds a browser's batch of events to today's counts: views and started applications per company
 * and offer, referring domains, and the visitor's first visit today to each company. A visitor's
 * events past the day's allowance for a company are dropped, their referrers with them.
 */
export async function recordPageEvents(
  events: PageEvent[],
  visitor: Visitor,
  at = new Date(),
): Promise<void> {
  const targets = await describeEventTargets([...new Set(events.map(targetIdOf))]);
  const siteHost = new URL(platformEnv().siteOrigin).hostname;
  const resolved = events.map((event, index) => resolve(event, index, targets, siteHost));
  const day = siteDay(at);
  const db = await getDatabase();
  const salt = await saltOf(db, day);
  const counted = await countableEvents(day, resolved, (companyId) => visitorHash(salt, visitor, companyId));
  const { counts, referrers } = tallyEvents(counted);
  const visitors = await countNewVisitors(db, day, visitor, [
    ...new Set(counted.map((event) => event.companyId)),
  ]);
  await addDailyCounts(db, day, [...counts, ...visitors]);
  await addReferrers(db, day, referrers);
}
