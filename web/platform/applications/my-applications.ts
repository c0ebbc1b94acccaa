import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { type ApplicationSummary, canWithdraw, FINAL_STATUSES } from '@/contracts/applications';
import { applicationEndpoints } from '@/contracts/endpoints/applications';
import { getDatabase } from '@/server/db';
import { applicationEvent, type JobApplication, jobApplication } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { enqueueApplicationEventMail } from './event-mail';
import { withOfferTitles } from './offer-titles';
import { sharedProfilesForExport, stopSharingProfile } from './shared-profile';
import { summarize } from './summary';

const applicationNotFound = () =>
  notFound('application_not_found', 'There is no application of yours with this id.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** My applications, newest first, titled in the locale. */
export async function listApplications(userId: string, locale: Locale): Promise<ApplicationSummary[]> {
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(jobApplication)
    .where(eq(jobApplication.userId, userId))
    .orderBy(desc(jobApplication.createdAt));
  return withOfferTitles(await summarize(db, rows), locale);
}

/** One application by id, if it is the user's (any other id is simply unknown). */
export async function ownApplication(userId: string, id: string): Promise<JobApplication> {
  if (!UUID.test(id)) throw applicationNotFound();
  const db = await getDatabase();
  const [row] = await db
    .select()
    .from(jobApplication)
    .where(and(eq(jobApplication.id, id), eq(jobApplication.userId, userId)));
  if (!row) throw applicationNotFound();
  return row;
}

const alreadyWithdrawn = () =>
  new ApiError(409, 'already_withdrawn', 'This application is already withdrawn.');
const alreadyDecided = () =>
  new ApiError(
    409,
    'already_decided',
    'The company has already decided about this application; it cannot be withdrawn.',
  );

/**
 * Withdraws my application; the company sees it withdrawn and can no longer change it. After the
 * company's final decision there is nothing left to withdraw (409); the update itself checks the
 * status, so a decision made a moment before wins.
 */
export async function withdrawApplication(userId: string, id: string): Promise<ApplicationSummary> {
  const application = await ownApplication(userId, id);
  if (application.status === 'withdrawn') throw alreadyWithdrawn();
  if (!canWithdraw(application.status)) throw alreadyDecided();
  const db = await getDatabase();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobApplication)
      .set({ status: 'withdrawn' })
      .where(and(eq(jobApplication.id, id), notInArray(jobApplication.status, [...FINAL_STATUSES])))
      .returning();
    if (!updated) throw alreadyDecided();
    const [event] = await tx
      .insert(applicationEvent)
      .values({ applicationId: id, status: 'withdrawn' })
      .returning({ id: applicationEvent.id });
    await enqueueApplicationEventMail(tx, event.id);
    return updated;
  });
  const [summary] = await summarize(db, [row]);
  return summary;
}

/** Stops sharing my profile with an application's company; its members see none of it any more. */
export async function stopSharing(userId: string, id: string): Promise<ApplicationSummary> {
  const application = await ownApplication(userId, id);
  const db = await getDatabase();
  await stopSharingProfile(db, application);
  const [summary] = await summarize(db, [application]);
  return summary;
}

/**
 * Everything stored about my applications, for the data export: the answers, the history, each
 * CV as a link that downloads it for me (the storage key stays internal), the profile I share with
 * the company, the messages with it and the interviews it proposed.
 */
export async function applicationsForExport(userId: string, siteUrl: string) {
  const db = await getDatabase();
  const rows = await db.select().from(jobApplication).where(eq(jobApplication.userId, userId));
  const summaries = await summarize(db, rows);
  const shared = await sharedProfilesForExport(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ userId: _owner, cvKey: _key, ...row }, index) => ({
    ...row,
    history: summaries[index].history,
    cvUrl: `${siteUrl}${applicationEndpoints.cv(row.id)}`,
    sharedProfile: shared.get(row.id) ?? null,
    messages: summaries[index].messages,
    interviews: summaries[index].interviews,
  }));
}
