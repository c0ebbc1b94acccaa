import 'server-only';
import { defaultLocale, type Locale, localizedPath } from '@tribe/routes';
import { eq } from 'drizzle-orm';
import { getApplicationCompany } from '@/content/companies';
import { ANSWER_FIELDS, type AnswerField, type CompanyStatus } from '@/contracts/applications';
import { TIME_ZONE } from '@/i18n/time-zone';
import { getDatabase } from '@/server/db';
import { type JobApplication, user, userProfile } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { log } from '@/server/log/logger';
import { type MailContent, renderMail } from '@/server/mail/layout';
import { type OutgoingMail, sendMail } from '@/server/mail/mailer';
import { jobTitleIn } from './offer-titles';
import { RECRUITER_LINK_DAYS, recruiterUrl } from './recruiter-link';

export const formatDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);

const ANSWER_COLUMNS = {
  what_brings_you_here: 'whatBringsYouHere',
  last_time_you_learned: 'lastTimeYouLearned',
  something_else: 'somethingElse',
  something_wrong: 'somethingWrong',
} as const satisfies Record<AnswerField, keyof JobApplication>;

/** The answers given, in the form's order, each with its label. */
export function answersOf(application: JobApplication, locale: Locale) {
  const t = platformTranslator(locale, 'Application');
  return ANSWER_FIELDS.map((field) => ({
    label: t(`${field}_label`),
    value: application[ANSWER_COLUMNS[field]],
  })).filter((answer): answer is { label: string; value: string } => Boolean(answer.value));
}

/** The candidate as the company should know them: name and the contact e-mail of their profile. */
export async function candidateOf(application: JobApplication) {
  const db = await getDatabase();
  const [person] = await db
    .select({
      name: user.name,
      surname: user.surname,
      email: user.email,
      contactEmail: userProfile.contactEmail,
    })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, application.userId));
  if (!person) return null;
  return {
    name: [person.name, person.surname].filter(Boolean).join(' '),
    email: person.contactEmail ?? person.email,
  };
}

/**
 * How to reach a company about applications: its recruiting contact (its own, else the site
 * settings' one, else RECRUITING_EMAIL; null when there is none) and the language it reads them
 * in (Czech unless it chose otherwise). Read once per request or job and passed to each mail.
 */
export interface CompanyContact {
  address: string | null;
  locale: Locale;
}

/** The company's contact as its published document has it now. */
export async function companyContact(companyId: string): Promise<CompanyContact> {
  const company = await getApplicationCompany(companyId);
  return {
    address: company?.recruitingEmail ?? platformEnv().recruitingEmail,
    locale: company?.language ?? defaultLocale,
  };
}

/** A key that queues a message once, however often the job composing it runs. */
export interface MailOnce {
  dedupeKey?: string;
}

async function mailCompany(
  application: JobApplication,
  { address: to, locale }: CompanyContact,
  kind: 'new' | 'renewed',
  { dedupeKey }: MailOnce = {},
): Promise<boolean> {
  const candidate = await candidateOf(application);
  if (!to || !candidate) {
    log.warn(
      `No recruiting e-mail for company ${application.companyId}; application ${application.id} was not sent to it`,
    );
    return false;
  }
  const t = platformTranslator(locale, 'Recruiter');
  const job = await jobTitleIn(application, locale);
  const subject = kind === 'new' ? t('mail_company_subject', { job }) : t('mail_renew_subject', { job });
  const content = renderMail({
    locale,
    preheader: subject,
    heading: t('mail_company_heading', { name: candidate.name, job }),
    paragraphs: [
      t('mail_company_text', { days: RECRUITER_LINK_DAYS }),
      t('mail_company_due', { date: formatDate(application.answerDueAt, locale) }),
    ],
    details: [
      { label: t('candidate'), value: candidate.name },
      { label: t('email'), value: candidate.email },
      ...(kind === 'new' ? answersOf(application, locale) : []),
    ],
    action: { label: t('mail_company_action'), url: recruiterUrl(application.id, locale) },
  });
  await sendMail({ to, subject, locale, replyTo: candidate.email, ...content }, { dedupeKey });
  return true;
}

/** Tells the company's recruiting contact about a new application, with the answers and a signed link. */
export const mailNewApplicationToCompany = (
  application: JobApplication,
  company: CompanyContact,
  once?: MailOnce,
) => mailCompany(application, company, 'new', once);

/** Tells the recruiting contact of a company without members that the candidate withdrew. */
export async function mailWithdrawalToCompany(
  application: JobApplication,
  { address: to, locale }: CompanyContact,
  { dedupeKey }: MailOnce = {},
) {
  if (!to) return;
  const candidate = await candidateOf(application);
  const t = platformTranslator(locale, 'Workspace');
  const values = {
    job: await jobTitleIn(application, locale),
    name: candidate?.name || t('notice_candidate_unknown'),
  };
  const subject = t('notice_withdrawn_subject', values);
  const content = renderMail({
    locale,
    preheader: subject,
    heading: t('notice_withdrawn_heading', values),
    paragraphs: [t('notice_withdrawn_text')],
    details: [{ label: t('notice_candidate'), value: values.name }],
  });
  await sendMail({ to, subject, locale, ...content }, { dedupeKey });
}

/** Sends the recruiting contact a fresh link after the old one expired. */
export const mailRenewedLinkToCompany = (application: JobApplication, company: CompanyContact) =>
  mailCompany(application, company, 'renewed');

/** My applications, where the candidate follows their applications and answers the companies. */
export const myApplicationsUrl = (locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/profile/applications', locale)}`;

type RecruiterTexts = ReturnType<typeof platformTranslator<'Recruiter'>>;
type CandidateMail = Pick<MailContent, 'heading' | 'paragraphs' | 'details'> & { subject: string };

/**
 * Where the candidate's reply goes: to the company's recruiting contact when it has one; without
 * one the reply would reach nobody, and the e-mail says so.
 */
export function candidateReply(
  recruitingAddress: string | null,
  t: RecruiterTexts,
  company: string,
): { replyTo?: string; note: string } {
  return recruitingAddress
    ? { replyTo: recruitingAddress, note: t('mail_reply_to_company', { company }) }
    : { note: t('mail_replies_not_read') };
}

/**
 * Writes the candidate's mail in the application's language, with the way to My applications and
 * how to answer; null when the candidate's account is gone.
 */
export async function composeCandidateMail(
  application: JobApplication,
  company: CompanyContact,
  compose: (t: RecruiterTexts, values: { job: string; company: string }) => CandidateMail,
): Promise<OutgoingMail | null> {
  const candidate = await candidateOf(application);
  if (!candidate) return null;
  const locale = application.locale;
  const t = platformTranslator(locale, 'Recruiter');
  const values = { job: application.jobTitle, company: application.companyName };
  const { subject, paragraphs, ...body } = compose(t, values);
  const reply = candidateReply(company.address, t, values.company);
  return {
    to: candidate.email,
    subject,
    locale,
    replyTo: reply.replyTo,
    ...renderMail({
      locale,
      preheader: subject,
      ...body,
      paragraphs: [...paragraphs, reply.note],
      action: { label: t('mail_my_applications'), url: myApplicationsUrl(locale) },
    }),
  };
}

/** Mails the candidate what `compose` writes (see `composeCandidateMail`). */
export async function mailCandidate(
  application: JobApplication,
  company: CompanyContact,
  compose: (t: RecruiterTexts, values: { job: string; company: string }) => CandidateMail,
  { dedupeKey }: MailOnce = {},
): Promise<void> {
  const mail = await composeCandidateMail(application, company, compose);
  if (mail) await sendMail(mail, { dedupeKey });
}

/** Confirms to the candidate, in the form's language, that the application was sent. */
export const mailConfirmationToCandidate = (
  application: JobApplication,
  company: CompanyContact,
  once?: MailOnce,
) =>
  mailCandidate(
    application,
    company,
    (t, values) => ({
      subject: t('mail_sent_subject', values),
      heading: t('mail_sent_heading'),
      paragraphs: [
        t('mail_sent_text', { ...values, date: formatDate(application.answerDueAt, application.locale) }),
      ],
      details: answersOf(application, application.locale),
    }),
    once,
  );

/** The status mail's content: the status in the candidate's language and the company's message. */
const statusMail =
  (status: CompanyStatus, message: string | null) =>
  (t: RecruiterTexts, values: { job: string; company: string }): CandidateMail => ({
    subject: t('mail_status_subject', { ...values, status: t(`status_${status}`) }),
    heading: t('mail_status_heading', { status: t(`status_${status}`) }),
    paragraphs: [t(`mail_status_text_${status}`, values)],
    details: message ? [{ label: t('mail_status_message', values), value: message }] : undefined,
  });

/** Tells the candidate, in their language, the status the company set, with its message if any. */
export const mailStatusToCandidate = (
  application: JobApplication,
  company: CompanyContact,
  status: CompanyStatus,
  message: string | null,
  once?: MailOnce,
) => mailCandidate(application, company, statusMail(status, message), once);

/** The status mail exactly as `mailStatusToCandidate` would send it, for a preview. */
export const composeStatusMail = (
  application: JobApplication,
  company: CompanyContact,
  status: CompanyStatus,
  message: string | null,
) => composeCandidateMail(application, company, statusMail(status, message));
