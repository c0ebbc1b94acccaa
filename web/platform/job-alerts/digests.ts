import 'server-only';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { fetchContent } from '@/content/fetch';
import { jobCardsQuery } from '@/content/queries';
import type { SearchEngine } from '@/search/search-engine';
import { searchEngine } from '@/search/search-engine-instance';
import { type Database, getDatabase } from '@/server/db';
import { jobAlert, user } from '@/server/db/schema';
import { sendMail } from '@/server/mail/mailer';
import { enqueue } from '@/server/queue/job-queue';
import { alertLocale } from './alert-locale';
import { type DigestOffer, digestMail } from './digest-mail';
import { mailedOfferIds, recordMailedOffers } from './mailed-offers';
import { DIGEST_OFFERS, offersFor } from './matching';
import { nextDigestSql } from './schedule';
import { journaledAfter, journalSearchableOffers } from './search-journal';

export const DIGEST_JOB = 'alert-digest';
const BATCH = 500;

export interface DigestJob {
  alertId: string;
}

/**
 * Moves every due alert's next digest one period on and queues its digest, in one transaction.
 * Instances doing this at the same moment skip each other's rows (SKIP LOCKED), and the digest
 * job's key names the alert and the period, so each digest is queued once.
 */
export async function enqueueDueDigests(db: Database): Promise<number> {
  let queued = 0;
  while (true) {
    const due = await db.transaction(async (tx) => {
      const ids = tx
        .select({ id: jobAlert.id })
        .from(jobAlert)
        .where(
          and(
            isNotNull(jobAlert.confirmedAt),
            isNull(jobAlert.pausedAt),
            lte(jobAlert.nextDigestAt, sql`now()`),
          ),
        )
        .orderBy(asc(jobAlert.nextDigestAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const moved = await tx
        .update(jobAlert)
        .set({ nextDigestAt: nextDigestSql() })
        .where(inArray(jobAlert.id, ids))
        .returning({ id: jobAlert.id, nextDigestAt: jobAlert.nextDigestAt });
      for (const alert of moved) {
        await enqueue(tx, {
          kind: DIGEST_JOB,
          payload: { alertId: alert.id } satisfies DigestJob,
          dedupeKey: `${DIGEST_JOB}:${alert.id}:${alert.nextDigestAt.toISOString()}`,
        });
      }
      return moved.length;
    });
    queued += due;
    if (due < BATCH) return queued;
  }
}

async function describeOffers(ids: string[], locale: 'cs' | 'en'): Promise<DigestOffer[]> {
  if (!ids.length) return [];
  const cards = await fetchContent({ query: jobCardsQuery, params: { ids, lang: locale } });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    if (!card) return [];
    const { title, slug, companySlug, company, city, salaryFrom, salaryTo, currency, workingMode } = card;
    return [
      {
        id,
        title,
        slug,
        companySlug,
        companyName: company.name,
        city,
        salaryFrom,
        salaryTo,
        currency,
        workingMode,
      },
    ];
  });
}

/**
 * One alert's digest: the offers its search finds among those that became searchable (or changed)
 * since its last digest, as the search journal numbers them, and that were published after the
 * alert began (`newAfter`), less those it has mailed before. An offer indexed long after the
 * moment its publication date names still comes, once. With any, the mail is queued, the offers
 * recorded as mailed and the alert's place in the journal moved on in one transaction; with none,
 * only its place moves, past entries this search has seen. Run again for the same entries (a
 * retry), it queues nothing new.
 */
export async function runAlertDigest(
  { alertId }: DigestJob,
  engine: () => Promise<SearchEngine> = searchEngine,
): Promise<void> {
  const db = await getDatabase();
  const [row] = await db
    .select({ alert: jobAlert, accountEmail: user.email })
    .from(jobAlert)
    .leftJoin(user, eq(user.id, jobAlert.userId))
    .where(eq(jobAlert.id, alertId));
  if (!row || row.alert.pausedAt || !row.alert.confirmedAt) return;
  const { alert } = row;
  const to = alert.email ?? row.accountEmail;
  if (!to) return;
  const until = new Date();
  const search = await engine();
  await journalSearchableOffers(db, search, until);
  const journal = await journaledAfter(db, alert.journalSeq);
  const found = journal.ids.length
    ? await offersFor(search, alert.filters, {
        after: alert.newAfter,
        until,
        onlyIds: journal.ids,
        exceptIds: await mailedOfferIds(db, alert.id),
      })
    : [];
  const locale = alertLocale(alert);
  const offers = await describeOffers(found.slice(0, DIGEST_OFFERS), locale);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(jobAlert)
      .set({ digestedUntil: until, journalSeq: journal.lastSeq })
      .where(and(eq(jobAlert.id, alert.id), eq(jobAlert.journalSeq, alert.journalSeq)))
      .returning({ id: jobAlert.id });
    if (!moved || !offers.length) return;
    await recordMailedOffers(tx, alert.id, found, until);
    await sendMail(digestMail({ alert, to, locale, offers, total: found.length }), {
      db: tx,
      dedupeKey: `alert-mail:${alert.id}:${alert.journalSeq}`,
    });
  });
}
