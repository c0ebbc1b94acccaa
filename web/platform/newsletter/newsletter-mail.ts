import 'server-only';
import type { Locale } from '@tribe/routes';
import { newsletterEndpoints } from '@/contracts/endpoints/newsletter';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { type MailContent, renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import type { Executor } from '@/server/queue/job-queue';
import { signLinkToken } from './link-tokens';

/** What a newsletter message needs to know about its subscription. */
export interface Recipient {
  id: string;
  email: string;
  locale: string;
}

export const recipientLocale = (recipient: Recipient): Locale => (recipient.locale === 'en' ? 'en' : 'cs');

/** The one-click unsubscribe address of a subscription (GET shows a page, POST unsubscribes). */
export function unsubscribeUrl(recipient: Recipient): string {
  const token = signLinkToken({ purpose: 'unsubscribe', subscriptionId: recipient.id });
  return `${platformEnv().siteUrl}${newsletterEndpoints.unsubscribe(token, recipientLocale(recipient))}`;
}

/**
 * Sends any message to a newsletter subscriber: in their language, with the unsubscribe link in
 * both parts and the RFC 8058 one-click headers.
 */
export async function sendNewsletterMail(
  recipient: Recipient,
  subject: string,
  content: Omit<MailContent, 'locale' | 'unsubscribeUrl'>,
  db?: Executor,
): Promise<void> {
  const locale = recipientLocale(recipient);
  const url = unsubscribeUrl(recipient);
  await sendMail(
    {
      to: recipient.email,
      subject,
      locale,
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...renderMail({ ...content, locale, unsubscribeUrl: url }),
    },
    { db },
  );
}

export const CONFIRM_LINK_DAYS = 7;

/** The double opt-in message: a link that confirms the subscription once, within a week. */
export async function sendConfirmationMail(
  recipient: Recipient & { audience: 'candidate' | 'b2b' },
  nonce: string,
  db?: Executor,
): Promise<void> {
  const t = platformTranslator(recipientLocale(recipient), 'Newsletter');
  const token = signLinkToken({
    purpose: 'confirm',
    subscriptionId: recipient.id,
    nonce,
    expiresAt: Date.now() + CONFIRM_LINK_DAYS * 24 * 3600 * 1000,
  });
  const { audience } = recipient;
  await sendNewsletterMail(
    recipient,
    t('confirm_mail_subject', { audience }),
    {
      preheader: t('confirm_mail_preheader'),
      heading: t('confirm_mail_heading'),
      paragraphs: [
        t('confirm_mail_text', { audience }),
        t('confirm_mail_ignore', { days: CONFIRM_LINK_DAYS }),
      ],
      action: {
        label: t('confirm_mail_action'),
        url: `${platformEnv().siteUrl}${newsletterEndpoints.confirm(token, recipientLocale(recipient))}`,
      },
    },
    db,
  );
}
