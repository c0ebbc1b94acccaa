import 'server-only';
import { defaultLocale } from '@tribe/routes';
import { asc, eq, inArray } from 'drizzle-orm';
import { fieldError } from '@/contracts/api-error';
import type { InquiryInput } from '@/contracts/inquiry';
import { TIME_ZONE } from '@/i18n/time-zone';
import { getDatabase } from '@/server/db';
import { type B2BInquiry, b2bInquiry } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { log } from '@/server/log/logger';
import { htmlToText } from '@/server/mail/html-to-text';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import { sanitizeRichText } from '../profile/rich-text';
import { confirmInquiry } from './inquiry-confirmation';
import { salesAddress } from './sales-address';

/** The inquiry as an e-mail to the sales team, in the site's default language; replies go to the sender. */
async function mailToSales(inquiry: B2BInquiry, to: string): Promise<void> {
  const t = platformTranslator(defaultLocale, 'Inquiry');
  const when = new Intl.DateTimeFormat(defaultLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(inquiry.consentedAt);
  await sendMail({
    to,
    replyTo: inquiry.email,
    locale: defaultLocale,
    subject: t('mail_subject', { company: inquiry.companyName }),
    ...renderMail({
      locale: defaultLocale,
      heading: t('mail_heading'),
      paragraphs: [t('mail_intro', { name: inquiry.fullName, company: inquiry.companyName })],
      details: [
        { label: t('field_companyName'), value: inquiry.companyName },
        { label: t('field_fullName'), value: inquiry.fullName },
        { label: t('field_email'), value: inquiry.email },
        { label: t('field_phone'), value: inquiry.phone },
        ...(inquiry.jobPosition ? [{ label: t('field_jobPosition'), value: inquiry.jobPosition }] : []),
        { label: t('mail_language'), value: t(`language_${inquiry.locale === 'en' ? 'en' : 'cs'}`) },
        { label: t('mail_consent'), value: `${inquiry.consentText} (${when})` },
      ],
      sanitizedHtml: inquiry.message,
      footer: t('mail_footer'),
    }),
  });
}

/**
 * Keeps a B2B inquiry (its message sanitised, with the consent wording and time), e-mails it to
 * sales and confirms it to the sender. A filled honeypot keeps nothing; a mail server that is
 * down leaves it stored with `emailedTo` empty, and the form still answers that it arrived.
 */
export async function submitInquiry(input: InquiryInput): Promise<void> {
  const message = sanitizeRichText(input.message);
  if (!htmlToText(message)) throw fieldError('message', 'required', 'message is a required field');
  if (input.website) return;
  const db = await getDatabase();
  const [inquiry] = await db
    .insert(b2bInquiry)
    .values({
      companyName: input.companyName,
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      phone: input.phone,
      jobPosition: input.jobPosition,
      message,
      locale: input.language,
      consentText: platformTranslator(input.language, 'Inquiry')('consent'),
      consentedAt: new Date(),
    })
    .returning();
  const to = await salesAddress();
  await forwardToSales(inquiry, to);
  // A mail server that is down must not change the answer.
  await confirmInquiry(inquiry, to).catch((error) =>
    log.error({ err: error }, `Inquiry ${inquiry.id}: the confirmation to its sender failed`),
  );
}

/** E-mails a stored inquiry to sales and notes where it went; a failure leaves `emailedTo` empty. */
async function forwardToSales(inquiry: B2BInquiry, to: string | null): Promise<void> {
  if (!to) {
    log.error(
      `Inquiry ${inquiry.id} is stored but not e-mailed: set salesEmail in the site settings or SALES_EMAIL`,
    );
    return;
  }
  try {
    await mailToSales(inquiry, to);
    const db = await getDatabase();
    await db.update(b2bInquiry).set({ emailedTo: to }).where(eq(b2bInquiry.id, inquiry.id));
  } catch (error) {
    log.error({ err: error }, `Inquiry ${inquiry.id} is stored but the e-mail to sales failed`);
  }
}

/** The inquiries sent from these addresses, for an account's data export. */
export async function inquiriesFrom(emails: string[]) {
  const db = await getDatabase();
  const rows = await db
    .select()
    .from(b2bInquiry)
    .where(inArray(b2bInquiry.email, emails))
    .orderBy(asc(b2bInquiry.createdAt));
  return rows.map(({ id: _id, emailedTo: _emailedTo, ...inquiry }) => inquiry);
}
