import 'server-only';
import { sql } from 'drizzle-orm';
import type { CountedMetric } from '@/contracts/numbers';
import type { Database } from '@/server/db';
import { companyDailyCount, companyDailyReferrer } from '@/server/db/schema';
import { siteDay } from './site-day';

type Writer = Pick<Database, 'insert'>;

export interface CountIncrement {
  companyId: string;
  /** '' for the company itself. */
  jobOfferId: string;
  metric: CountedMetric;
  count: number;
}

export interface ReferrerIncrement {
  companyId: string;
  domain: string;
  count: number;
}

/** Adds to the day's counts (each row made on its first count). */
export async function addDailyCounts(db: Writer, day: string, increments: CountIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  await db
    .insert(companyDailyCount)
    .values(increments.map((increment) => ({ ...increment, day })))
    .onConflictDoUpdate({
      target: [
        companyDailyCount.companyId,
        companyDailyCount.day,
        companyDailyCount.jobOfferId,
        companyDailyCount.metric,
      ],
      set: { count: sql`${companyDailyCount.count} + excluded.count` },
    });
}

/** Adds to the day's visits per referring domain. */
export async function addReferrers(db: Writer, day: string, increments: ReferrerIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  await db
    .insert(companyDailyReferrer)
    .values(increments.map((increment) => ({ ...increment, day })))
    .onConflictDoUpdate({
      target: [companyDailyReferrer.companyId, companyDailyReferrer.day, companyDailyReferrer.domain],
      set: { count: sql`${companyDailyReferrer.count} + excluded.count` },
    });
}

/**
 * Counts one thing the server itself saw happen (an application, a follow, an unfollow) on the
 * day it happened; inside the change's own transaction when given one.
 */
export function countServerEvent(
  db: Writer,
  metric: 'application' | 'follow' | 'unfollow',
  where: { companyId: string; jobOfferId?: string },
  at = new Date(),
): Promise<void> {
  return addDailyCounts(db, siteDay(at), [
    { companyId: where.companyId, jobOfferId: where.jobOfferId ?? '', metric, count: 1 },
  ]);
}
