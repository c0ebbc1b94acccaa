import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { jobApplication, jobOfferClosure } from '@/server/db/schema';

/** A job offer as the published content has it now. */
export interface PublishedOfferState {
  id: string;
  validThrough: string | null;
}

/** Reads the published state of the given offers (absent ids are not published). */
export type PublishedOffers = (ids: string[]) => Promise<PublishedOfferState[]>;

/**
 * Brings the closure record of every offer that has applications up to date: an offer past its
 * valid-through date closed on that date; an offer missing from the published content closed
 * when a run first found it missing (the record is kept on later runs); an offer that is open
 * again (republished or extended) loses its record.
 */
export async function recordOfferClosures(publishedOffers: PublishedOffers, now: Date): Promise<void> {
  const db = await getDatabase();
  const rows = await db.selectDistinct({ id: jobApplication.jobOfferId }).from(jobApplication);
  if (rows.length === 0) return;
  const published = new Map(
    (await publishedOffers(rows.map(({ id }) => id))).map((offer) => [offer.id, offer]),
  );
  const removed: string[] = [];
  const expired: { jobOfferId: string; closedAt: Date }[] = [];
  const open: string[] = [];
  for (const { id } of rows) {
    const offer = published.get(id);
    const validThrough = offer?.validThrough ? new Date(offer.validThrough) : null;
    if (!offer) removed.push(id);
    else if (validThrough && validThrough <= now) expired.push({ jobOfferId: id, closedAt: validThrough });
    else open.push(id);
  }
  if (removed.length > 0) {
    await db
      .insert(jobOfferClosure)
      .values(removed.map((jobOfferId) => ({ jobOfferId, closedAt: now, reason: 'removed' as const })))
      .onConflictDoNothing();
  }
  if (expired.length > 0) {
    await db
      .insert(jobOfferClosure)
      .values(expired.map((closure) => ({ ...closure, reason: 'expired' as const })))
      .onConflictDoUpdate({
        target: jobOfferClosure.jobOfferId,
        set: { closedAt: sql`excluded.closed_at`, reason: sql`excluded.reason` },
      });
  }
  if (open.length > 0) await db.delete(jobOfferClosure).where(inArray(jobOfferClosure.jobOfferId, open));
}
