import 'server-only';
import { and, eq, exists, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type JobAlert, jobAlert, jobAlertMailedOffer } from '../db/schema';
import type { Executor } from '../queue/job-queue';

/**
 * How far before the end of its last window a digest still looks for offers. An offer is often
 * published after the moment its `publishedAt` names (typed by an editor, then published later),
 * when the digest window holding that moment has gone by: the next digests find it all the same,
 * and the record of mailed offers keeps any of them from being mailed twice.
 */
export const DIGEST_LOOKBACK_DAYS = 7;
const LOOKBACK_MS = DIGEST_LOOKBACK_DAYS * 86_400_000;

/** The next digest's offers are those published after this (and not mailed yet). */
export function newOffersAfter(alert: Pick<JobAlert, 'newAfter' | 'digestedUntil'>): Date {
  return new Date(Math.max(alert.newAfter.getTime(), alert.digestedUntil.getTime() - LOOKBACK_MS));
}

/** The offers the alert's digests have mailed, as far as they are still kept. */
export async function mailedOfferIds(db: Database, alertId: string): Promise<string[]> {
  const rows = await db
    .select({ id: jobAlertMailedOffer.jobOfferId })
    .from(jobAlertMailedOffer)
    .where(eq(jobAlertMailedOffer.alertId, alertId));
  return rows.map((row) => row.id);
}

/** The offers the alert's digests mailed after this moment. */
export async function offerIdsMailedAfter(db: Database, alertId: string, after: Date): Promise<string[]> {
  const rows = await db
    .select({ id: jobAlertMailedOffer.jobOfferId })
    .from(jobAlertMailedOffer)
    .where(and(eq(jobAlertMailedOffer.alertId, alertId), gt(jobAlertMailedOffer.mailedAt, after)));
  return rows.map((row) => row.id);
}

/** Rows per insert, well under PostgreSQL's limit of parameters per statement. */
const INSERT_CHUNK = 1000;

/** Notes the offers as mailed by the digest whose window ends at `mailedAt` (once: a retry adds nothing). */
export async function recordMailedOffers(
  db: Executor,
  alertId: string,
  offerIds: string[],
  mailedAt: Date,
): Promise<void> {
  for (let from = 0; from < offerIds.length; from += INSERT_CHUNK) {
    await db
      .insert(jobAlertMailedOffer)
      .values(
        offerIds.slice(from, from + INSERT_CHUNK).map((jobOfferId) => ({ alertId, jobOfferId, mailedAt })),
      )
      .onConflictDoNothing();
  }
}

/**
 * Deletes the records no digest needs any more. An offer was mailed by a digest whose window
 * ended at `mailedAt`, so it was published by then; the alert's next digests look only at offers
 * published after `newOffersAfter`, which never moves back. Once `mailedAt` is not after it, the
 * offer cannot be found again unless an editor moves its publication date forward, which then
 * announces it anew.
 */
export async function pruneMailedOffers(db: Database): Promise<number> {
  const lookbackStart = sql`greatest(${jobAlert.newAfter}, ${jobAlert.digestedUntil} - ${sql.raw(`interval '${DIGEST_LOOKBACK_DAYS} days'`)})`;
  const deleted = await db
    .delete(jobAlertMailedOffer)
    .where(
      exists(
        db
          .select({ id: jobAlert.id })
          .from(jobAlert)
          .where(
            and(
              eq(jobAlert.id, jobAlertMailedOffer.alertId),
              lte(jobAlertMailedOffer.mailedAt, lookbackStart),
            ),
          ),
      ),
    )
    .returning({ alertId: jobAlertMailedOffer.alertId });
  return deleted.length;
}
