import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@tribe/routes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ApiError, fieldError } from '@/contracts/api-error';
import type { Interview, InterviewProposal } from '@/contracts/interviews';
import { siteZoneInstant } from '@/i18n/time-zone';
import { getDatabase } from '@/server/db';
import { type CompanyMember, type InterviewRow, interview, type JobApplication } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { type Executor, enqueue } from '@/server/queue/job-queue';
import { wakeQueueWorker } from '@/server/queue/running-worker';
import { ownApplication } from '../applications/my-applications';
import { isUniqueViolation } from '../applications/summary';
import { companyApplication } from '../workspace/company-applications';
import { scheduleInterviewReminder } from './interview-reminder';
import { latestInterview, toInterview } from './stored-interviews';

export const INTERVIEW_MAIL_JOB = 'interview-mail';

/**
 * What the mail job tells: new times to pick from, new times instead of a time agreed (calendars
 * holding it are told it is off), the candidate's pick, or the cancellation.
 */
export type InterviewEvent = 'proposed' | 'moved' | 'confirmed' | 'cancelled';

export interface InterviewMailJob {
  interviewId: string;
  event: InterviewEvent;
  /** The interview's sequence when it happened: a later change makes this job's mail stale. */
  sequence: number;
}

const interviewNotFound = (locale: Locale) =>
  new ApiError(404, 'interview_not_found', platformTranslator(locale, 'Interviews')('error_not_found'));
const interviewOpen = (locale: Locale) =>
  new ApiError(409, 'interview_open', platformTranslator(locale, 'Interviews')('error_open'));
const applicationWithdrawn = (locale: Locale) =>
  new ApiError(409, 'application_withdrawn', platformTranslator(locale, 'Interviews')('error_withdrawn'));

/** Queues the mails about a change in the transaction that makes it, keyed by the change. */
async function enqueueInterviewMail(db: Executor, row: InterviewRow, event: InterviewEvent) {
  await enqueue(db, {
    kind: INTERVIEW_MAIL_JOB,
    payload: { interviewId: row.id, event, sequence: row.sequence } satisfies InterviewMailJob,
    dedupeKey: `${INTERVIEW_MAIL_JOB}:${row.id}:${row.sequence}:${event}`,
  });
}

/** The proposal as stored: each time as an instant, earliest first. */
const proposedFields = (proposal: InterviewProposal) => ({
  slots: proposal.slots
    .map((local) => siteZoneInstant(local))
    .sort((a, b) => a.getTime() - b.getTime())
    .map((instant) => instant.toISOString()),
  durationMinutes: proposal.durationMinutes,
  place: proposal.place,
  videoUrl: proposal.videoUrl,
  note: proposal.note,
});

async function openApplication(
  member: CompanyMember,
  applicationId: string,
  locale: Locale,
): Promise<JobApplication> {
  const application = await companyApplication(member, applicationId);
  if (application.status === 'withdrawn') throw applicationWithdrawn(locale);
  return application;
}

const isOpen = (applicationId: string) =>
  and(eq(interview.applicationId, applicationId), ne(interview.state, 'cancelled'));

/** Proposes interview times to the candidate of one of the company's applications; they are mailed. */
export async function proposeInterview(
  member: CompanyMember,
  applicationId: string,
  proposal: InterviewProposal,
  locale: Locale,
): Promise<Interview> {
  const application = await openApplication(member, applicationId, locale);
  const db = await getDatabase();
  const id = randomUUID();
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(interview)
        .values({
          id,
          applicationId: application.id,
          ...proposedFields(proposal),
          uid: `${id}@${new URL(platformEnv().siteUrl).hostname}`,
          proposedBy: member.userId,
        })
        .returning();
      await enqueueInterviewMail(tx, created, 'proposed');
      return created;
    })
    .catch((error) => {
      // The partial unique index keeps one open interview per application, whoever proposes at once.
      throw isUniqueViolation(error) ? interviewOpen(locale) : error;
    });
  wakeQueueWorker();
  return toInterview(row);
}

/**
 * Changes the application's open interview and queues the mail about it, in one transaction; the
 * mail may depend on what the interview was (`eventFor`).
 */
async function changeOpenInterview(
  applicationId: string,
  changes: PgUpdateSetSource<typeof interview>,
  eventFor: (previous: InterviewRow) => InterviewEvent,
  locale: Locale,
): Promise<Interview> {
  const db = await getDatabase();
  const row = await db.transaction(async (tx) => {
    const [previous] = await tx.select().from(interview).where(isOpen(applicationId)).for('update');
    if (!previous) throw interviewNotFound(locale);
    const [updated] = await tx
      .update(interview)
      .set(changes)
      .where(eq(interview.id, previous.id))
      .returning();
    await enqueueInterviewMail(tx, updated, eventFor(previous));
    return updated;
  });
  wakeQueueWorker();
  return toInterview(row);
}

/**
 * Proposes other times for the open interview: the same calendar event (UID) with a higher
 * sequence, for the candidate to pick from again. A time agreed before is off at once: the
 * calendars holding it get its cancellation, and the new pick invites them again.
 */
export async function reproposeInterview(
  member: CompanyMember,
  applicationId: string,
  proposal: InterviewProposal,
  locale: Locale,
): Promise<Interview> {
  const application = await openApplication(member, applicationId, locale);
  return changeOpenInterview(
    application.id,
    {
      ...proposedFields(proposal),
      state: 'proposed',
      chosenStart: null,
      sequence: sql`${interview.sequence} + 1`,
      proposedBy: member.userId,
      proposedAt: sql`now()`,
    },
    (previous) => (previous.state === 'confirmed' ? 'moved' : 'proposed'),
    locale,
  );
}

/** Cancels the open interview; the candidate is told, and calendars that hold it get the cancellation. */
export async function cancelInterview(
  member: CompanyMember,
  applicationId: string,
  locale: Locale,
): Promise<Interview> {
  const application = await companyApplication(member, applicationId);
  return changeOpenInterview(
    application.id,
    { state: 'cancelled', sequence: sql`${interview.sequence} + 1` },
    () => 'cancelled',
    locale,
  );
}

/** The company's latest interview with one of its applications, for a member. */
export async function companyInterview(member: CompanyMember, applicationId: string) {
  const application = await companyApplication(member, applicationId);
  return latestInterview(await getDatabase(), application.id);
}

/** A pick that names no proposed time, or one already past: a 400 on `start` in the caller's language. */
const pickRefused = (code: 'time_not_proposed' | 'time_in_past', locale: Locale) =>
  fieldError('start', code, platformTranslator(locale, 'Validation')(code));

/**
 * The candidate picks one of the proposed times: the interview is confirmed, both sides get the
 * calendar invitation and, the day before, a reminder. The update checks the interview is as the
 * candidate saw it, so times changed a moment before are not confirmed unseen.
 */
export async function pickInterviewTime(
  userId: string,
  applicationId: string,
  start: string,
  locale: Locale,
): Promise<Interview> {
  const application = await ownApplication(userId, applicationId);
  const db = await getDatabase();
  const [current] = await db.select().from(interview).where(isOpen(application.id));
  if (!current) throw interviewNotFound(locale);
  if (current.state !== 'proposed') {
    throw new ApiError(
      409,
      'interview_confirmed',
      platformTranslator(locale, 'Interviews')('error_confirmed'),
    );
  }
  const chosen = new Date(start);
  if (!current.slots.some((slot) => Date.parse(slot) === chosen.getTime()))
    throw pickRefused('time_not_proposed', locale);
  if (chosen.getTime() <= Date.now()) throw pickRefused('time_in_past', locale);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(interview)
      .set({
        state: 'confirmed',
        chosenStart: chosen,
        invitedAt: sql`coalesce(${interview.invitedAt}, now())`,
      })
      .where(
        and(
          eq(interview.id, current.id),
          eq(interview.state, 'proposed'),
          eq(interview.sequence, current.sequence),
        ),
      )
      .returning();
    if (!updated) {
      throw new ApiError(409, 'interview_changed', platformTranslator(locale, 'Interviews')('error_changed'));
    }
    await enqueueInterviewMail(tx, updated, 'confirmed');
    await scheduleInterviewReminder(tx, updated);
    return updated;
  });
  wakeQueueWorker();
  return toInterview(row);
}
