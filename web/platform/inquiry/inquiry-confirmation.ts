import 'server-only';
import type { B2BInquiry } from '@/server/db/schema';
import { mayMailNow } from '@/server/http/rate-limit';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';

/**
 * Tells the sender of an inquiry, in the language they wrote in, that it arrived and when to
 * expect the reply the page promises. Anyone can type any address into the form, so the message
 * repeats nothing they wrote, and an address gets one confirmation in the throttle's window.
 */
export async function confirmInquiry(inquiry: B2BInquiry, salesAddress: string | null): Promise<void> {
  if (!(await mayMailNow('inquiry-confirmation', inquiry.email))) return;
  const locale = inquiry.locale === 'en' ? 'en' : 'cs';
  const t = platformTranslator(locale, 'Inquiry');
  await sendMail({
    to: inquiry.email,
    replyTo: salesAddress ?? undefined,
    locale,
    subject: t('confirm_mail_subject'),
    ...renderMail({
      locale,
      preheader: t('confirm_mail_preheader'),
      heading: t('confirm_mail_heading'),
      paragraphs: [t('confirm_mail_text'), t('confirm_mail_not_you')],
      footer: t('mail_footer'),
    }),
  });
}
