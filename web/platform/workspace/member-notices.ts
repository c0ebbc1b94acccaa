import 'server-only';
import type { Locale } from '@tribe/routes';
import { eq } from 'drizzle-orm';
import type { NoticeFrequency } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import { companyMember, type JobApplication, memberNoticeSettings, user } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import {
  answersOf,
  type CompanyContact,
  candidateOf,
  companyContact,
  formatDate,
} from '../applications/notifications';
import { jobTitleIn } from '../applications/offer-titles';
import { noticeSettingsUrl, workspaceApplicationUrl } from './workspace-urls';

/** What a member is told about: a new application or a withdrawn one. */
export type NoticeKind = 'sent' | 'withdrawn';

export interface NoticeRecipient {
  memberId: string;
  email: string;
  frequency: NoticeFrequency;
  locale: Locale;
}

/**
 * Every member of the company with how and in which language they hear (defaults filled in: the
 * company's language, from `company` when the caller has read it already).
 */
export async function noticeRecipients(
  companyId: string,
  company?: CompanyContact,
): Promise<NoticeRecipient[]> {
  const db = await getDatabase();
  const rows = await db
    .select({
      memberId: companyMember.id,
      email: user.email,
      frequency: memberNoticeSettings.frequency,
      locale: memberNoticeSettings.locale,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .leftJoin(memberNoticeSettings, eq(memberNoticeSettings.memberId, companyMember.id))
    .where(eq(companyMember.companyId, companyId));
  if (rows.length === 0) return [];
  const companyLocale = rows.every((row) => row.locale)
    ? null
    : (company ?? (await companyContact(companyId))).locale;
  return rows.map((row) => ({
    memberId: row.memberId,
    email: row.email,
    frequency: row.frequency ?? 'instant',
    locale: row.locale ?? (companyLocale as Locale),
  }));
}

async function noticeMail(application: JobApplication, kind: NoticeKind, locale: Locale) {
  const t = platformTranslator(locale, 'Workspace');
  const [candidate, job] = await Promise.all([candidateOf(application), jobTitleIn(application, locale)]);
  const name = candidate?.name || t('notice_candidate_unknown');
  const subject = t(`notice_${kind}_subject`, { job, name });
  return {
    subject,
    replyTo: kind === 'sent' ? candidate?.email : undefined,
    ...renderMail({
      locale,
      preheader: subject,
      heading: t(`notice_${kind}_heading`, { job, name }),
      paragraphs: [
        kind === 'sent'
          ? t('notice_sent_due', { date: formatDate(application.answerDueAt, locale) })
          : t('notice_withdrawn_text'),
      ],
      details: [
        { label: t('notice_candidate'), value: name },
        ...(kind === 'sent' && candidate
          ? [{ label: t('notice_email'), value: candidate.email }, ...answersOf(application, locale)]
          : []),
      ],
      action: { label: t('notice_action'), url: workspaceApplicationUrl(application.id, locale) },
      footer: t('notice_footer'),
      footerLink: { label: t('notice_settings_link'), url: noticeSettingsUrl(locale) },
    }),
  };
}

/**
 * Mails the event at once to each member who wants it so, in their language, each message keyed
 * by the event and the member so a retried job sends none twice. Answers false when the company
 * has no members: its recruiting contact is told instead.
 */
export async function notifyMembers(
  application: JobApplication,
  company: CompanyContact,
  kind: NoticeKind,
  eventKey: string,
): Promise<boolean> {
  const recipients = await noticeRecipients(application.companyId, company);
  if (recipients.length === 0) return false;
  const mails = new Map<Locale, Awaited<ReturnType<typeof noticeMail>>>();
  for (const recipient of recipients.filter((member) => member.frequency === 'instant')) {
    const mail = mails.get(recipient.locale) ?? (await noticeMail(application, kind, recipient.locale));
    mails.set(recipient.locale, mail);
    await sendMail(
      { to: recipient.email, locale: recipient.locale, ...mail },
      { dedupeKey: `${eventKey}:member:${recipient.memberId}` },
    );
  }
  return true;
}
