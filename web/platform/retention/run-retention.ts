import 'server-only';
import { and, eq, inArray, isNull, lte, notExists, or } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import {
  jobAlert,
  jobApplication,
  jobOfferClosure,
  newsletterSubscription,
  queuedJob,
} from '@/server/db/schema';
import { cvStorage } from '../applications/cv-storage';
import { pruneMailedOffers } from '../job-alerts/mailed-offers';
import { type PublishedOffers, recordOfferClosures } from './offer-closures';

/** How long a newsletter sign-up or a visitor's job alert may wait for its confirmation before it is deleted. */
export const UNCONFIRMED_SIGN_UP_DAYS = 30;
/** How long a sent (or given up) queued job, mail with its recipient included, is kept for inspection. */
export const FINISHED_JOB_DAYS = 14;

export interface RetentionOptions {
  publishedOffers: PublishedOffers;
  /** Applications are deleted this many months after their job offer closed. */
  applicationMonths: number;
  now?: Date;
}

export interface RetentionResult {
  /** Deleted with their CV files. */
  applications: number;
  unconfirmedSignUps: number;
  unconfirmedAlerts: number;
  /** Records of offers job alerts mailed that no digest looks at any more. */
  mailedAlertOffers: number;
  /** Sent mail and other finished jobs of the queue. */
  finishedJobs: number;
}

const monthsBefore = (date: Date, months: number) => {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
};
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/**
 * Deletes what the site no longer needs to keep: applications (with their CVs) of offers closed
 * longer than the retention time, newsletter sign-ups and visitors' job alerts never confirmed, the
 * records of offers job alerts mailed once no digest can find those offers again, and the queue's
 * finished jobs (sent mail keeps its recipient and text). Each deletion is one
 * statement, so runs may overlap or repeat: a row is deleted by exactly one of them. CV files
 * go after their rows, as on account deletion.
 */
export async function runRetention(options: RetentionOptions): Promise<RetentionResult> {
  const now = options.now ?? new Date();
  await recordOfferClosures(options.publishedOffers, now);
  const db = await getDatabase();
  const closedBefore = db
    .select({ id: jobOfferClosure.jobOfferId })
    .from(jobOfferClosure)
    .where(lte(jobOfferClosure.closedAt, monthsBefore(now, options.applicationMonths)));
  const deleted = await db
    .delete(jobApplication)
    .where(inArray(jobApplication.jobOfferId, closedBefore))
    .returning({ cvKey: jobApplication.cvKey });
  const storage = cvStorage();
  await Promise.all(deleted.map(({ cvKey }) => storage.remove(cvKey)));
  await db
    .delete(jobOfferClosure)
    .where(
      notExists(
        db.select().from(jobApplication).where(eq(jobApplication.jobOfferId, jobOfferClosure.jobOfferId)),
      ),
    );
  const signUps = await db
    .delete(newsletterSubscription)
    .where(
      and(
        isNull(newsletterSubscription.confirmedAt),
        lte(newsletterSubscription.createdAt, daysBefore(now, UNCONFIRMED_SIGN_UP_DAYS)),
      ),
    )
    .returning({ id: newsletterSubscription.id });
  const alerts = await db
    .delete(jobAlert)
    .where(
      and(isNull(jobAlert.confirmedAt), lte(jobAlert.createdAt, daysBefore(now, UNCONFIRMED_SIGN_UP_DAYS))),
    )
    .returning({ id: jobAlert.id });
  const jobs = await db
    .delete(queuedJob)
    .where(
      or(
        lte(queuedJob.doneAt, daysBefore(now, FINISHED_JOB_DAYS)),
        lte(queuedJob.failedAt, daysBefore(now, FINISHED_JOB_DAYS)),
      ),
    )
    .returning({ id: queuedJob.id });
  const mailedAlertOffers = await pruneMailedOffers(db);
  return {
    applications: deleted.length,
    unconfirmedSignUps: signUps.length,
    unconfirmedAlerts: alerts.length,
    mailedAlertOffers,
    finishedJobs: jobs.length,
  };
}
