import 'server-only';
import type { Locale } from '@tribe/routes';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import type { ApplicationMessage, JobApplication } from '@/server/db/schema';
import { applicationMessage, jobApplication } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { noticeRecipients } from '../workspace/member-notices';
import { noticeSettingsUrl, workspaceApplicationUrl } from '../workspace/workspace-urls';
import type { ApplicationMessageMailJob } from './application-thread';
import { APPLICATION_MESSAGE_MAIL_JOB } from './application-thread';
import { candidateOf, companyContact, myApplicationsUrl } from './notifications';
import { jobTitleIn } from './offer-titles';
import { recruiterUrl } from './recruiter-link';

/** The candidate's link back: their application on My applications. */
const threadUrl = (application: JobApplication) =>
  `${myApplicationsUrl(application.locale)}#application-${application.id}`;

/** Tells the candidate, in the application's language, that the company wrote; the answer is written on the site. */
async function mailCandidate(application: JobApplication, message: ApplicationMessage, dedupeKey: string) {
  const candidate = await candidateOf(application);
  if (!candidate) return;
  const locale = application.locale;
  const t = platformTranslator(locale, 'ApplicantThread');
  const values = { job: await jobTitleIn(application, locale), company: application.companyName };
  const subject = t('mail_to_candidate_subject', values);
  await sendMail(
    {
      to: candidate.email,
      subject,
      locale,
      ...renderMail({
        locale,
        preheader: subject,
        heading: t('mail_to_candidate_heading', values),
        paragraphs: [t('mail_reply_on_site')],
        details: [{ label: values.company, value: message.body }],
        action: { label: t('mail_to_candidate_action'), url: threadUrl(application) },
      }),
    },
    { dedupeKey },
  );
}

/**
 * The company's mail about the candidate's message, in `locale`, linking to `url`: the workspace's
 * page for a member (with the way to their notice settings), the signed link for a recruiting contact.
 */
async function companyMail(
  application: JobApplication,
  message: ApplicationMessage,
  locale: Locale,
  url: string,
  forMember: boolean,
) {
  const t = platformTranslator(locale, 'ApplicantThread');
  const [candidate, job] = await Promise.all([candidateOf(application), jobTitleIn(application, locale)]);
  const name = candidate?.name || t('candidate_unknown');
  const subject = t('mail_to_company_subject', { job, name });
  return {
    subject,
    locale,
    replyTo: forMember ? undefined : candidate?.email,
    ...renderMail({
      locale,
      preheader: subject,
      heading: t('mail_to_company_heading', { job, name }),
      paragraphs: [forMember ? t('mail_reply_on_site') : t('mail_reply_by_mail')],
      details: [{ label: name, value: message.body }],
      action: { label: t('mail_to_company_action'), url },
      ...(forMember
        ? {
            footer: t('mail_to_company_footer'),
            footerLink: { label: t('mail_settings_link'), url: noticeSettingsUrl(locale) },
          }
        : {}),
    }),
  };
}

/**
 * Tells the company's members of the candidate's message, each who hears of news at once, in their
 * language. A company without members hears through its recruiting contact, with the signed link
 * to the application and the candidate's address to answer.
 */
async function mailCompany(application: JobApplication, message: ApplicationMessage, dedupeKey: string) {
  const recipients = await noticeRecipients(application.companyId);
  if (recipients.length === 0) {
    const { address, locale } = await companyContact(application.companyId);
    if (!address) return;
    const url = recruiterUrl(application.id, locale);
    const mail = await companyMail(application, message, locale, url, false);
    await sendMail({ to: address, ...mail }, { dedupeKey });
    return;
  }
  const mails = new Map<Locale, Awaited<ReturnType<typeof companyMail>>>();
  for (const recipient of recipients.filter((member) => member.frequency === 'instant')) {
    const url = workspaceApplicationUrl(application.id, recipient.locale);
    const mail =
      mails.get(recipient.locale) ?? (await companyMail(application, message, recipient.locale, url, true));
    mails.set(recipient.locale, mail);
    await sendMail(
      { to: recipient.email, ...mail },
      { dedupeKey: `${dedupeKey}:member:${recipient.memberId}` },
    );
  }
}

/** The queue's handler: a message mails the other side, each mail keyed so a retry sends none twice. */
export async function sendApplicationMessageMail({ messageId }: ApplicationMessageMailJob): Promise<void> {
  const db = await getDatabase();
  const [row] = await db
    .select({ message: applicationMessage, application: jobApplication })
    .from(applicationMessage)
    .innerJoin(jobApplication, eq(jobApplication.id, applicationMessage.applicationId))
    .where(eq(applicationMessage.id, messageId));
  // Gone with its application: nobody is left to tell.
  if (!row) return;
  // Apart from the job's own key: the queue holds one job per key, whatever its kind.
  const key = (recipient: string) => `${APPLICATION_MESSAGE_MAIL_JOB}:${messageId}:${recipient}`;
  if (row.message.sender === 'company') await mailCandidate(row.application, row.message, key('candidate'));
  else await mailCompany(row.application, row.message, key('company'));
}
