import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, eq, gt, isNull, ne, notExists, sql } from 'drizzle-orm';
import { siteZoneInstant, siteZoneLocal } from '@/i18n/time-zone';
import type { Database } from '@/server/db';
import { getDatabase } from '@/server/db';
import { type JobApplication, jobApplication, queuedJob } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { type Executor, enqueue } from '@/server/queue/job-queue';
import { companyContact, formatDate, mailCandidate } from '../applications/notifications';
import { jobTitleIn } from '../applications/offer-titles';
import { noticeRecipients } from './member-notices';
import { workspaceApplicationUrl } from './workspace-urls';

export const ANSWER_DEADLINE_JOB = 'answer-deadline';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The hour (in the site's time zone) the reminder on the day itself goes out. */
const MORNING_HOUR = 8;

export type DeadlineStep = 'soon' | 'today' | 'late';
export interface AnswerDeadlineJob {
  applicationId: string;
  step: DeadlineStep;
}

/** The instant of `hour`:00 in the site's time zone on the calendar day `date` falls on there. */
export const morningOf = (date: Date, hour = MORNING_HOUR): Date =>
  siteZoneInstant(`${siteZoneLocal(date).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`);

/** When each step is due for an answer promised by `due`. */
export function deadlineTimes(due: Date): Record<DeadlineStep, Date> {
  const today = morningOf(due);
  return {
    soon: morningOf(new Date(due.getTime() - 3 * DAY_MS)),
    today: today < due ? today : new Date(due.getTime() - 60 * 60 * 1000),
    late: morningOf(new Date(due.getTime() + DAY_MS)),
  };
}

/**
 * Queues the reminders (3 days before the promised date and on it) and the late notice (the day
 * after) with the application, in its transaction. Each has its own key, so it is queued once
 * however many instances run; steps already past when it is sent are left out.
 */
export async function scheduleAnswerDeadlines(
  db: Executor,
  application: Pick<JobApplication, 'id' | 'answerDueAt' | 'createdAt'>,
) {
  const times = deadlineTimes(application.answerDueAt);
  const sent = application.createdAt.getTime();
  const reminderScale = platformEnv().answerReminderScale;
  for (const step of Object.keys(times) as DeadlineStep[]) {
    if (times[step] <= application.createdAt) continue;
    // Only the members' reminders are brought forward in tests; the candidate's late notice keeps its day.
    const wait = (times[step].getTime() - sent) * (step === 'late' ? 1 : reminderScale);
    await enqueue(db, {
      kind: ANSWER_DEADLINE_JOB,
      payload: { applicationId: application.id, step } satisfies AnswerDeadlineJob,
      dedupeKey: `${ANSWER_DEADLINE_JOB}:${application.id}:${step}`,
      runAt: new Date(sent + wait),
    });
  }
}

/**
 * Queues the steps still ahead for open applications that have none queued: those sent before
 * the reminders existed. Every application sent since has its late notice queued with it, so
 * this finds nothing on later starts; the keys keep each step once with several instances.
 */
export async function scheduleMissingAnswerDeadlines(db: Database, now = new Date()): Promise<number> {
  const waiting = await db
    .select({ id: jobApplication.id, answerDueAt: jobApplication.answerDueAt })
    .from(jobApplication)
    .where(
      and(
        isNull(jobApplication.answeredAt),
        ne(jobApplication.status, 'withdrawn'),
        gt(jobApplication.answerDueAt, new Date(now.getTime() - DAY_MS)),
        notExists(
          db
            .select({ id: queuedJob.id })
            .from(queuedJob)
            .where(
              eq(queuedJob.dedupeKey, sql`${ANSWER_DEADLINE_JOB} || ':' || ${jobApplication.id} || ':late'`),
            ),
        ),
      ),
    );
  for (const application of waiting) {
    await scheduleAnswerDeadlines(db, { ...application, createdAt: now });
  }
  return waiting.length;
}

/** The reminder that the candidate is waiting, as a member reads it in their language. */
async function reminderMail(application: JobApplication, step: 'soon' | 'today', locale: Locale) {
  const t = platformTranslator(locale, 'Workspace');
  const values = {
    job: await jobTitleIn(application, locale),
    date: formatDate(application.answerDueAt, locale),
  };
  const subject = t(`mail_reminder_subject_${step}`, values);
  return {
    subject,
    locale,
    ...renderMail({
      locale,
      preheader: subject,
      heading: subject,
      paragraphs: [t(`mail_reminder_text_${step}`, values)],
      action: { label: t('mail_reminder_action'), url: workspaceApplicationUrl(application.id, locale) },
    }),
  };
}

/**
 * Reminds every member of the company that the candidate is waiting, each in their own language.
 * A promised date is kept whatever a member chose for the notices of new applications.
 */
async function remindMembers(application: JobApplication, step: 'soon' | 'today') {
  const members = await noticeRecipients(application.companyId);
  for (const member of members) {
    await sendMail(
      { to: member.email, ...(await reminderMail(application, step, member.locale)) },
      { dedupeKey: `${ANSWER_DEADLINE_JOB}:${application.id}:${step}:${member.memberId}` },
    );
  }
}

/** Tells the candidate plainly that the company missed its promised date. */
const mailLateNotice = async (application: JobApplication) =>
  mailCandidate(application, await companyContact(application.companyId), (_t, values) => {
    const t = platformTranslator(application.locale, 'Workspace');
    const date = formatDate(application.answerDueAt, application.locale);
    return {
      subject: t('mail_late_subject', values),
      heading: t('mail_late_heading', values),
      paragraphs: [t('mail_late_text', { ...values, date }), t('mail_late_record', values)],
    };
  });

/** Runs one step, unless the company has answered or the candidate withdrew meanwhile. */
export async function runAnswerDeadline({ applicationId, step }: AnswerDeadlineJob): Promise<void> {
  const db = await getDatabase();
  const [application] = await db.select().from(jobApplication).where(eq(jobApplication.id, applicationId));
  if (!application || application.answeredAt || application.status === 'withdrawn') return;
  if (step === 'late') await mailLateNotice(application);
  else await remindMembers(application, step);
}
