import 'server-only';
import type { Locale } from '@tribe/routes';
import { eq } from 'drizzle-orm';
import { INTERVIEW_TIME_FORMAT } from '@/contracts/interviews';
import { TIME_ZONE } from '@/i18n/time-zone';
import { getDatabase } from '@/server/db';
import { type InterviewRow, interview, type JobApplication, jobApplication } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { type OutgoingMail, sendMail } from '@/server/mail/mailer';
import { candidateOf, companyContact, myApplicationsUrl } from '../applications/notifications';
import { jobTitleIn } from '../applications/offer-titles';
import { noticeRecipients } from '../workspace/member-notices';
import { noticeSettingsUrl, workspaceApplicationUrl } from '../workspace/workspace-urls';
import { type CalendarMethod, interviewCalendar } from './interview-calendar';
import { INTERVIEW_REMINDER_JOB, type InterviewReminderJob, remindedInterview } from './interview-reminder';
import { INTERVIEW_MAIL_JOB, type InterviewEvent, type InterviewMailJob } from './interviews';

/** An interview's time as people read it: "úterý 8. prosince 2026 v 10:00", Prague time. */
export const formatInterviewTime = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { ...INTERVIEW_TIME_FORMAT, timeZone: TIME_ZONE }).format(date);

/** What a mail is about: the job's mails and the day-before reminder. */
type MailKind = InterviewEvent | 'reminder';

interface Context {
  row: InterviewRow;
  application: JobApplication;
  candidate: { name: string; email: string };
}

async function contextOf(row: InterviewRow | undefined): Promise<Context | null> {
  if (!row) return null;
  const db = await getDatabase();
  const [application] = await db
    .select()
    .from(jobApplication)
    .where(eq(jobApplication.id, row.applicationId));
  const candidate = application ? await candidateOf(application) : null;
  return application && candidate ? { row, application, candidate } : null;
}

/** The time the calendars hold: the pick, or, for one moved and then cancelled, the first time proposed. */
const calendarStart = (row: InterviewRow) => row.chosenStart ?? new Date(row.slots[0]);

/** The interview's particulars, as each mail lists them in the reader's language: the time agreed, else the times proposed. */
function particulars(row: InterviewRow, locale: Locale, kind: MailKind) {
  const t = platformTranslator(locale, 'Interviews');
  const agreed = kind === 'proposed' || kind === 'moved' ? null : row.chosenStart;
  const times = agreed
    ? { label: t('time'), value: formatInterviewTime(agreed, locale) }
    : {
        label: t('mail_times'),
        value: row.slots.map((slot) => formatInterviewTime(new Date(slot), locale)).join('\n'),
      };
  return [
    times,
    { label: t('duration'), value: t('duration_value', { minutes: row.durationMinutes }) },
    ...(row.place ? [{ label: t('place'), value: row.place }] : []),
    ...(row.videoUrl ? [{ label: t('video'), value: row.videoUrl }] : []),
    ...(row.note ? [{ label: t('note'), value: row.note }] : []),
  ];
}

/** The company as the invitation's organizer: its recruiting address, else the site's sender. */
async function organizerOf(application: JobApplication) {
  const { address } = await companyContact(application.companyId);
  const sender = platformEnv().mailFrom;
  return { name: application.companyName, email: address ?? /<([^>]+)>/.exec(sender)?.[1] ?? sender };
}

/** The `.ics` of the event for a reader: an invitation once picked, the cancellation once cancelled. */
async function calendarFor(context: Context, method: CalendarMethod, summary: string, locale: Locale) {
  const { row, candidate } = context;
  const description = particulars(row, locale, 'confirmed')
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
  return {
    method,
    filename: 'interview.ics',
    content: interviewCalendar({
      interview: { ...row, chosenStart: calendarStart(row) },
      method,
      summary,
      description,
      organizer: await organizerOf(context.application),
      attendee: candidate,
    }),
  };
}

/** An invitation once picked; the cancellation once cancelled, or moved off the time agreed. */
const methodOf = (kind: MailKind): CalendarMethod | null =>
  kind === 'confirmed' ? 'REQUEST' : kind === 'cancelled' || kind === 'moved' ? 'CANCEL' : null;

/** The candidate's mail in the application's language, linking to the application on My applications. */
async function candidateMail(context: Context, kind: MailKind): Promise<OutgoingMail> {
  const { row, application, candidate } = context;
  const locale = application.locale;
  const t = platformTranslator(locale, 'Interviews');
  const values = { job: await jobTitleIn(application, locale), company: application.companyName };
  const again = kind === 'proposed' && row.sequence > 0;
  const subject = {
    proposed: t(again ? 'mail_reproposed_subject' : 'mail_proposed_subject', values),
    moved: t('mail_reproposed_subject', values),
    confirmed: t('mail_confirmed_subject', {
      ...values,
      time: formatInterviewTime(calendarStart(row), locale),
    }),
    cancelled: t('mail_cancelled_subject', values),
    reminder: t('mail_reminder_subject', values),
  }[kind];
  const heading = {
    proposed: t(again ? 'mail_reproposed_heading' : 'mail_proposed_heading', values),
    moved: t('mail_reproposed_heading', values),
    confirmed: t('mail_confirmed_heading'),
    cancelled: t('mail_cancelled_heading'),
    reminder: t('mail_reminder_heading'),
  }[kind];
  const paragraphs = {
    proposed: [t('mail_proposed_text')],
    moved: [t('mail_proposed_text'), t('mail_moved_calendar_text')],
    confirmed: [t('mail_calendar_text')],
    cancelled: [t('mail_cancelled_text'), ...(row.invitedAt ? [t('mail_calendar_text')] : [])],
    reminder: [],
  }[kind];
  const method = methodOf(kind);
  const withCalendar = method && (kind === 'confirmed' || row.invitedAt);
  return {
    to: candidate.email,
    subject,
    locale,
    ...(withCalendar
      ? {
          calendar: await calendarFor(context, method, t('calendar_summary_candidate', values), locale),
        }
      : {}),
    ...renderMail({
      locale,
      preheader: subject,
      heading,
      paragraphs,
      details: particulars(row, locale, kind),
      action: {
        label: t(kind === 'proposed' || kind === 'moved' ? 'mail_proposed_action' : 'mail_my_applications'),
        url: `${myApplicationsUrl(locale)}#application-${application.id}`,
      },
    }),
  };
}

/** A member's mail in their language, linking to the candidate's page, with the way to their notice settings. */
async function memberMail(context: Context, kind: Exclude<MailKind, 'proposed'>, locale: Locale) {
  const { row, application, candidate } = context;
  const t = platformTranslator(locale, 'Interviews');
  const values = {
    job: await jobTitleIn(application, locale),
    name: candidate.name || t('mail_candidate_unknown'),
  };
  const subject = t(`mail_${kind}_member_subject`, values);
  const method = methodOf(kind);
  const tThread = platformTranslator(locale, 'ApplicantThread');
  return {
    subject,
    locale,
    ...(method
      ? { calendar: await calendarFor(context, method, t('calendar_summary_member', values), locale) }
      : {}),
    ...renderMail({
      locale,
      preheader: subject,
      heading: subject,
      paragraphs: {
        moved: [t('mail_moved_member_text')],
        confirmed: [t('mail_calendar_text')],
        cancelled: [t('mail_cancelled_member_text')],
        reminder: [],
      }[kind],
      details: particulars(row, locale, kind),
      action: { label: t('mail_candidate_action'), url: workspaceApplicationUrl(application.id, locale) },
      footer: tThread('mail_to_company_footer'),
      footerLink: { label: tThread('mail_settings_link'), url: noticeSettingsUrl(locale) },
    }),
  };
}

/**
 * Mails every member who hears of the company's candidates (at once or in the digest: an
 * invitation cannot wait for the morning), each in their language, keyed per member.
 */
async function mailMembers(context: Context, kind: Exclude<MailKind, 'proposed'>, key: string) {
  const recipients = await noticeRecipients(context.application.companyId);
  const mails = new Map<Locale, Awaited<ReturnType<typeof memberMail>>>();
  for (const recipient of recipients.filter((member) => member.frequency !== 'none')) {
    const mail = mails.get(recipient.locale) ?? (await memberMail(context, kind, recipient.locale));
    mails.set(recipient.locale, mail);
    await sendMail({ to: recipient.email, ...mail }, { dedupeKey: `${key}:member:${recipient.memberId}` });
  }
}

/**
 * The queue's handler for a change: new times mail the candidate; a pick mails both sides the
 * invitation; new times instead of a time agreed, and a cancellation once calendars held it, mail
 * both sides the calendars' cancellation (a cancellation before that, the candidate only).
 * A job whose change has been overtaken by a later one (its own job) sends nothing.
 */
export async function sendInterviewMail(job: InterviewMailJob): Promise<void> {
  const db = await getDatabase();
  const [row] = await db.select().from(interview).where(eq(interview.id, job.interviewId));
  const context = await contextOf(row);
  if (!context || context.row.sequence !== job.sequence) return;
  const key = `${INTERVIEW_MAIL_JOB}:${job.interviewId}:${job.sequence}:${job.event}`;
  await sendMail(await candidateMail(context, job.event), { dedupeKey: `${key}:candidate` });
  const { event } = job;
  if (event === 'confirmed' || event === 'moved' || (event === 'cancelled' && context.row.invitedAt)) {
    await mailMembers(context, event, key);
  }
}

/** The day-before reminder to both sides, unless the interview was moved or cancelled since. */
export async function sendInterviewReminder(job: InterviewReminderJob): Promise<void> {
  const context = await contextOf((await remindedInterview(job)) ?? undefined);
  if (!context) return;
  const key = `${INTERVIEW_REMINDER_JOB}:${job.interviewId}:${job.sequence}`;
  await sendMail(await candidateMail(context, 'reminder'), { dedupeKey: `${key}:candidate` });
  await mailMembers(context, 'reminder', key);
}
