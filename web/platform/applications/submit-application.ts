import 'server-only';
import { rm } from 'node:fs/promises';
import { and, eq, ne } from 'drizzle-orm';
import { getApplicationOffer } from '@/content/jobs';
import { ApiError } from '@/contracts/api-error';
import {
  type ApplicationSummary,
  applicationFieldsSchema,
  DEFAULT_RESPONSE_DAYS,
} from '@/contracts/applications';
import type { CurrentUser } from '@/contracts/user';
import { getDatabase } from '@/server/db';
import { applicationEvent, type JobApplication, jobApplication } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { parseInput, rejectNulCharacters } from '@/server/http/validation';
import { countServerEvent } from '../numbers/daily-counts';
import { insertSavedCv, savedCvLimitReached, savedCvsFull } from '../saved-cvs/add-saved-cv';
import { scheduleAnswerDeadlines } from '../workspace/answer-deadlines';
import { applicationCvSource, storeApplicationCv } from './application-cv';
import { enqueueApplicationEventMail } from './event-mail';
import { incomingUploadsDir } from './incoming-uploads';
import { readMultipartForm } from './multipart';
import { profileSnapshot, shareProfile } from './shared-profile';
import { removeStoredCvs, type StoredCv, storeUpload } from './stored-cv';
import { isUniqueViolation, summarize } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;

export const alreadyApplied = () =>
  new ApiError(409, 'already_applied', 'You have already applied to this job offer.', 'jobOfferID');

/** The live offer and its company as they are now, in one read; they are copied into the application. */
async function openOffer(jobOfferId: string, locale: 'cs' | 'en') {
  const job = await getApplicationOffer(jobOfferId, locale);
  if (!job?.title) throw notFound('job_offer_not_found', 'There is no published job offer with this id.');
  if (!job.live) {
    throw new ApiError(
      410,
      'job_offer_closed',
      'This job offer is closed and no longer takes applications.',
      'jobOfferID',
    );
  }
  return { job, responseDays: job.company.responseDays ?? DEFAULT_RESPONSE_DAYS };
}

/**
 * Takes an application sent as multipart/form-data: checks the answers, the offer and the CV (an
 * upload, checked by its bytes, or one of my saved CVs), stores the application's own copy of the
 * CV under a generated name (and, when asked, one more in my profile) and commits the application
 * with its first status, the profile I chose to share as it is now and the e-mails to the candidate and the company, queued in the same
 * transaction. Files and rows exist together or not at all: a failed insert removes the files.
 */
export async function submitApplication(user: CurrentUser, request: Request): Promise<ApplicationSummary> {
  const { fields, file } = await readMultipartForm(request, incomingUploadsDir());
  try {
    rejectNulCharacters(fields);
    const input = parseInput(applicationFieldsSchema, fields);
    const source = await applicationCvSource(user.id, input, file);
    const { job, responseDays } = await openOffer(input.jobOfferID, input.locale);
    const db = await getDatabase();
    const [open] = await db
      .select({ id: jobApplication.id })
      .from(jobApplication)
      .where(
        and(
          eq(jobApplication.userId, user.id),
          eq(jobApplication.jobOfferId, input.jobOfferID),
          ne(jobApplication.status, 'withdrawn'),
        ),
      );
    if (open) throw alreadyApplied();
    if (input.saveToProfile && (await savedCvsFull(db, user.id))) throw savedCvLimitReached('saveToProfile');

    const shared = input.shareProfile ? await profileSnapshot(db, user.id) : null;

    const stored: StoredCv[] = [];
    const sentAt = new Date();
    let application: JobApplication;
    try {
      const cv = await storeApplicationCv(source);
      stored.push(cv);
      const profileCopy = input.saveToProfile && 'upload' in source ? await storeUpload(source.upload) : null;
      if (profileCopy) stored.push(profileCopy);
      application = await db.transaction(async (tx) => {
        // First, so the user's row is locked before anything else in the transaction refers to it.
        if (profileCopy) await insertSavedCv(tx, user.id, profileCopy, 'saveToProfile');
        const [row] = await tx
          .insert(jobApplication)
          .values({
            userId: user.id,
            jobOfferId: input.jobOfferID,
            jobTitle: job.title as string,
            jobSlug: job.slug,
            companyId: job.company.id,
            companyName: job.company.name,
            companySlug: job.company.slug,
            locale: input.locale,
            whatBringsYouHere: input.what_brings_you_here,
            lastTimeYouLearned: input.last_time_you_learned,
            somethingElse: input.something_else,
            somethingWrong: input.something_wrong,
            cvKey: cv.key,
            cvKind: cv.kind,
            cvFileName: cv.fileName,
            cvBytes: cv.bytes,
            answerDueAt: new Date(sentAt.getTime() + responseDays * DAY_MS),
            createdAt: sentAt,
          })
          .returning();
        const [sent] = await tx
          .insert(applicationEvent)
          .values({ applicationId: row.id, status: 'sent', createdAt: sentAt })
          .returning({ id: applicationEvent.id });
        if (shared) await shareProfile(tx, { applicationId: row.id, ...shared });
        await enqueueApplicationEventMail(tx, sent.id);
        await scheduleAnswerDeadlines(tx, row);
        await countServerEvent(
          tx,
          'application',
          { companyId: row.companyId, jobOfferId: row.jobOfferId },
          sentAt,
        );
        return row;
      });
    } catch (error) {
      await removeStoredCvs(stored);
      // Two submissions racing past the check above meet the unique index here.
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    const [summary] = await summarize(db, [application]);
    return summary;
  } finally {
    if (file) await rm(file.path, { force: true });
  }
}
