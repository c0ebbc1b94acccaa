import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { fetchContent } from '@/content/fetch';
import { jobCardsQuery } from '@/content/queries';
import { ApiError } from '@/contracts/api-error';
import {
  JOB_ALERTS_PER_USER,
  type JobAlertCreateInput,
  type JobAlertItem,
  type JobAlertOffers,
  type JobAlertUpdateInput,
} from '@/contracts/job-alerts';
import type { SearchEngine } from '@/search/search-engine';
import { searchEngine } from '@/search/search-engine-instance';
import { getDatabase } from '@/server/db';
import { type JobAlert, jobAlert } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { verifiedAccountEmails } from '../account/verified-emails';
import { alertCompanyNames } from './alert-company-names';
import { offerIdsMailedAfter } from './mailed-offers';
import { alertSearchRequest, countOffersFor } from './matching';
import { firstDigestAt } from './schedule';

/**
 * The alerts that are the user's: made while signed in, or confirmed by a visitor with an
 * address the account has proven its own (so signing in with it lets the person manage them).
 */
async function ownedBy(userId: string): Promise<SQL> {
  const emails = await verifiedAccountEmails(userId);
  const own = eq(jobAlert.userId, userId);
  if (!emails.length) return own;
  return or(
    own,
    and(isNull(jobAlert.userId), isNotNull(jobAlert.confirmedAt), inArray(jobAlert.email, emails)),
  ) as SQL;
}

const alertMissing = () => notFound('job_alert_not_found', 'There is no such job alert.');

async function ownAlert(userId: string, id: string): Promise<JobAlert> {
  const db = await getDatabase();
  const [alert] = await db
    .select()
    .from(jobAlert)
    .where(and(eq(jobAlert.id, id), await ownedBy(userId)));
  if (!alert) throw alertMissing();
  return alert;
}

/**
 * The offers that are new since the user last opened the alert's list: those published since,
 * and those its digests mailed since (an offer may be published after the moment its
 * publication date names, so a digest can mail one dated before that visit).
 */
async function newOfferCount(engine: SearchEngine, alert: JobAlert, now: Date): Promise<number> {
  const mailed = await offerIdsMailedAfter(await getDatabase(), alert.id, alert.seenAt);
  const [published, mailedLive] = await Promise.all([
    countOffersFor(engine, alert.filters, { after: alert.seenAt, until: now, exceptIds: mailed }),
    mailed.length ? countOffersFor(engine, alert.filters, { until: now, onlyIds: mailed }) : 0,
  ]);
  return published + mailedLive;
}

/** The alerts as the API lists them, each with its company's name and its count of new offers. */
async function toItems(alerts: JobAlert[], now: Date): Promise<JobAlertItem[]> {
  const [engine, companyNames] = await Promise.all([
    searchEngine(),
    alertCompanyNames(alerts.map((alert) => alert.filters)),
  ]);
  return Promise.all(
    alerts.map(async (alert) => ({
      id: alert.id,
      name: alert.name,
      frequency: alert.frequency,
      filters: alert.filters,
      companyName: (alert.filters.company && companyNames.get(alert.filters.company)) ?? null,
      paused: alert.pausedAt !== null,
      newOffers: await newOfferCount(engine, alert, now),
      createdAt: alert.createdAt.toISOString(),
    })),
  );
}

const toItem = async (alert: JobAlert, now: Date) => (await toItems([alert], now))[0];

/** The user's alerts, oldest first, each with its count of new offers. */
export async function listAlerts(userId: string): Promise<JobAlertItem[]> {
  const db = await getDatabase();
  const alerts = await db
    .select()
    .from(jobAlert)
    .where(await ownedBy(userId))
    .orderBy(asc(jobAlert.createdAt));
  return toItems(alerts, new Date());
}

/** Saves a search as an alert; its first digest covers what is published from now on. */
export async function createAlert(userId: string, input: JobAlertCreateInput): Promise<JobAlertItem> {
  const db = await getDatabase();
  const [{ alerts }] = await db.select({ alerts: count() }).from(jobAlert).where(eq(jobAlert.userId, userId));
  if (alerts >= JOB_ALERTS_PER_USER) {
    throw new ApiError(
      409,
      'too_many_alerts',
      `You can keep at most ${JOB_ALERTS_PER_USER} job alerts; delete one first.`,
    );
  }
  const now = new Date();
  const [alert] = await db
    .insert(jobAlert)
    .values({
      userId,
      name: input.name,
      filters: input.filters,
      frequency: input.frequency,
      locale: input.language,
      confirmedAt: now,
      digestedUntil: now,
      newAfter: now,
      seenAt: now,
      nextDigestAt: firstDigestAt(input.frequency, now),
    })
    .returning();
  return toItem(alert, now);
}

/** Renames, pauses or resumes an alert or changes how often it mails; a resumed alert mails only what is new from then on. */
export async function updateAlert(
  userId: string,
  id: string,
  input: JobAlertUpdateInput,
): Promise<JobAlertItem> {
  const current = await ownAlert(userId, id);
  const now = new Date();
  const resumed = input.paused === false && current.pausedAt !== null;
  const frequencyChanged = input.frequency !== undefined && input.frequency !== current.frequency;
  const frequency = input.frequency ?? current.frequency;
  const db = await getDatabase();
  const [alert] = await db
    .update(jobAlert)
    .set({
      name: input.name,
      frequency: input.frequency,
      ...(input.paused === undefined ? {} : { pausedAt: input.paused ? (current.pausedAt ?? now) : null }),
      ...(resumed ? { digestedUntil: now, newAfter: now } : {}),
      ...(resumed || frequencyChanged ? { nextDigestAt: firstDigestAt(frequency, now) } : {}),
    })
    .where(eq(jobAlert.id, current.id))
    .returning();
  if (!alert) throw alertMissing();
  return toItem(alert, now);
}

export async function deleteAlert(userId: string, id: string): Promise<void> {
  const current = await ownAlert(userId, id);
  const db = await getDatabase();
  await db.delete(jobAlert).where(eq(jobAlert.id, current.id));
}

/** Notes that the user has seen the alert's offers: later ones are 'New' at the next visit. */
export async function markAlertSeen(userId: string, id: string): Promise<void> {
  const current = await ownAlert(userId, id);
  const db = await getDatabase();
  await db.update(jobAlert).set({ seenAt: new Date() }).where(eq(jobAlert.id, current.id));
}

/** How many of an alert's offers its page lists. */
const ALERT_PAGE_OFFERS = 50;

/**
 * The live offers the alert's search finds, newest first, and which of them are new since the
 * user last opened this list (as `newOfferCount` counts them). Opening it is what the page
 * reports afterwards (`markAlertSeen`).
 */
export async function alertOffers(userId: string, id: string, locale: Locale): Promise<JobAlertOffers> {
  const alert = await ownAlert(userId, id);
  const engine = await searchEngine();
  const now = new Date();
  const [page, mailed] = await Promise.all([
    engine.searchJobs(alertSearchRequest(alert.filters, { until: now }, ALERT_PAGE_OFFERS)),
    getDatabase().then((db) => offerIdsMailedAfter(db, alert.id, alert.seenAt)),
  ]);
  const mailedSinceSeen = new Set(mailed);
  const cards = page.ids.length
    ? await fetchContent({ query: jobCardsQuery, params: { ids: page.ids, lang: locale } })
    : [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const offers = page.ids.flatMap((offerId) => byId.get(offerId) ?? []);
  return {
    alert: await toItem(alert, now),
    offers,
    newIds: offers
      .filter(
        (offer) => Date.parse(offer.publishedAt) > alert.seenAt.getTime() || mailedSinceSeen.has(offer.id),
      )
      .map((offer) => offer.id),
    total: page.total,
  };
}
