import 'server-only';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, eq, ne } from 'drizzle-orm';
import { getApplicationCompany } from '@/content/companies';
import { getJobOffer } from '@/content/jobs';
import { ApiError, fieldError } from '@/contracts/api-error';
import {
  type ApplicationSummary,
  applicationFieldsSchema,
  DEFAULT_RESPONSE_DAYS,
} from '@/contracts/applications';
import type { CurrentUser } from '@/contracts/user';
import { getDatabase } from '../db';
import { applicationEvent, type JobApplication, jobApplication } from '../db/schema';
import { notFound } from '../http/errors';
import { parseInput, rejectNulCharacters } from '../http/validation';
import { inspectCv } from './cv-check';
import { cvStorage } from './cv-storage';
import { incomingUploadsDir } from './incoming-uploads';
import { readMultipartForm } from './multipart';
import { notifyNewApplication } from './notifications';
import { isUniqueViolation, summarize } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;

export const alreadyApplied = () =>
  new ApiError(409, 'already_applied', 'You have already applied to this job offer.', 'jobOfferID');

/** The live offer and its company as they are now; they are copied into the application. */
async function openOffer(jobOfferId: string, locale: 'cs' | 'en') {
  const job = await getJobOffer(jobOfferId, locale);
  if (!job?.title) throw notFound('job_offer_not_found', 'There is no published job offer with this id.');
  if (!job.live) {
    throw new ApiError(
      410,
      'job_offer_closed',
      'This job offer is closed and no longer takes applications.',
      'jobOfferID',
    );
  }
  const company = await getApplicationCompany(job.company.id);
  return { job, responseDays: company?.responseDays ?? DEFAULT_RESPONSE_DAYS };
}

/**
 * Takes an application sent as multipart/form-data: checks the answers, the offer and the CV (by
 * its bytes), stores the CV under a generated name and commits the application with its first
 * status, then e-mails the candidate and the company. The file and the row exist together or not
 * at all: a failed insert removes the file.
 */
export async function submitApplication(user: CurrentUser, request: Request): Promise<ApplicationSummary> {
  const { fields, file } = await readMultipartForm(request, incomingUploadsDir());
  try {
    rejectNulCharacters(fields);
    const input = parseInput(applicationFieldsSchema, fields);
    if (!file) throw fieldError('cv', 'required', 'cv: file not selected');
    const cvKind = await inspectCv(file.path, file.bytes);
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

    const storage = cvStorage();
    const cvKey = `${randomUUID()}.${cvKind}`;
    await storage.save(cvKey, file.path);
    const sentAt = new Date();
    let application: JobApplication;
    try {
      application = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobApplication)
          .values({
            userId: user.id,
            jobOfferId: input.jobOfferID,
            jobTitle: job.title as string,
            jobSlug: job.slug,
            companyId: job.company.id,
            companyName: job.company.name,
            companySlug: job.companySlug,
            locale: input.locale,
            whatBringsYouHere: input.what_brings_you_here,
            lastTimeYouLearned: input.last_time_you_learned,
            somethingElse: input.something_else,
            somethingWrong: input.something_wrong,
            cvKey,
            cvKind,
            cvFileName: file.fileName,
            cvBytes: file.bytes,
            answerDueAt: new Date(sentAt.getTime() + responseDays * DAY_MS),
            createdAt: sentAt,
          })
          .returning();
        await tx
          .insert(applicationEvent)
          .values({ applicationId: row.id, status: 'sent', createdAt: sentAt });
        return row;
      });
    } catch (error) {
      await storage.remove(cvKey);
      // Two submissions racing past the check above meet the unique index here.
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    await notifyNewApplication(application);
    const [summary] = await summarize(db, [application]);
    return summary;
  } finally {
    if (file) await rm(file.path, { force: true });
  }
}
