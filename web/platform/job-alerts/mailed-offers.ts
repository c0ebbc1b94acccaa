import 'server-only';
import { and, eq, exists, gt, lte } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { jobAlert, jobAlertMailedOffer } from '@/server/db/schema';
import type { Executor } from '@/server/queue/job-queue';

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
 * Deletes the records no digest needs any more. A digest mails only offers published after the
 * alert's `newAfter` and by the end of its window (`mailedAt`); `newAfter` never moves back. Once
 * `mailedAt` is not after it, no later digest can find the offer again.
 */
export async function pruneMailedOffers(db: Database): Promise<number> {
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
              lte(jobAlertMailedOffer.mailedAt, jobAlert.newAfter),
            ),
          ),
      ),
    )
    .returning({ alertId: jobAlertMailedOffer.alertId });
  return deleted.length;
}
