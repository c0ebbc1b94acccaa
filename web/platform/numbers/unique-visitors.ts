import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { visitorMark, visitorSalt } from '@/server/db/schema';
import { enqueue } from '@/server/queue/job-queue';
import type { CountIncrement } from './daily-counts';
import { shiftDay, siteDay } from './site-day';
import { visitorNetwork } from './visitor-network';

/** The job that deletes a day's salt and visitor marks once the day is over. */
export const FORGET_VISITORS_JOB = 'forget-visitors';

/**
 * What stands for one visitor: the connection's address (behind trusted proxies, the client's),
 * never stored as such. Nothing the client chooses (its User-Agent) is part of it, so a client
 * cannot pass for many visitors by changing it.
 */
export interface Visitor {
  address: string;
}

let cachedSalt: { day: string; salt: string } | undefined;

/**
 * The day's secret, the same for every instance: the first to need it makes it (a random value)
 * and queues its deletion for the start of the next day.
 */
export async function saltOf(db: Database, day: string): Promise<string> {
  if (cachedSalt?.day === day) return cachedSalt.salt;
  const made = await db
    .insert(visitorSalt)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing()
    .returning();
  if (made.length > 0) {
    await enqueue(db, {
      kind: FORGET_VISITORS_JOB,
      payload: {},
      dedupeKey: `${FORGET_VISITORS_JOB}:${day}`,
      // Midnight UTC after the day: an hour or two after it has ended in the site's time zone.
      runAt: new Date(`${shiftDay(day, -1)}T00:00:00Z`),
    });
  }
  const [row] = await db.select().from(visitorSalt).where(eq(visitorSalt.day, day));
  cachedSalt = { day, salt: row.salt };
  return row.salt;
}

/**
 * A keyed hash of the visitor's network (an IPv6 address by its /64) and the company: it cannot
 * be reversed, nor matched without the day's salt.
 */
export const visitorHash = (salt: string, visitor: Visitor, companyId: string) =>
  createHmac('sha256', salt)
    .update(`${visitorNetwork(visitor.address)}\n${companyId}`)
    .digest('base64url');

/** One 'visitor' count for each company this visitor had not yet been seen at today. */
export async function countNewVisitors(
  db: Database,
  day: string,
  visitor: Visitor,
  companyIds: string[],
): Promise<CountIncrement[]> {
  if (companyIds.length === 0) return [];
  const salt = await saltOf(db, day);
  const marked = await db
    .insert(visitorMark)
    .values(companyIds.map((companyId) => ({ day, companyId, hash: visitorHash(salt, visitor, companyId) })))
    .onConflictDoNothing()
    .returning({ companyId: visitorMark.companyId });
  return marked.map(({ companyId }) => ({ companyId, jobOfferId: '', metric: 'visitor', count: 1 }));
}

/** Deletes every salt and visitor mark of a day before today: only the day's counts remain. */
export async function forgetPastVisitors(db: Database, now = new Date()): Promise<void> {
  const today = siteDay(now);
  await db.delete(visitorMark).where(lt(visitorMark.day, today));
  await db.delete(visitorSalt).where(lt(visitorSalt.day, today));
}
