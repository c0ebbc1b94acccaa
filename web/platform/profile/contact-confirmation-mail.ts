import 'server-only';
import { CONTACT_EMAIL_CONFIRMATION } from '@/contracts/profile';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import type { Executor } from '@/server/queue/job-queue';
import { type ContactLink, contactLinkUrl } from './contact-link';

/**
 * Queues the message that asks the owner of a contact address to confirm it, in the user's
 * language; given a transaction, with the change it follows.
 */
export async function sendContactConfirmationMail(link: ContactLink, db?: Executor): Promise<void> {
  const { locale } = link;
  const t = platformTranslator(locale, 'ContactEmail');
  await sendMail(
    {
      to: link.email,
      subject: t('mail_subject'),
      locale,
      ...renderMail({
        locale,
        preheader: t('mail_preheader'),
        heading: t('mail_heading'),
        paragraphs: [t('mail_text'), t('mail_ignore', { hours: CONTACT_EMAIL_CONFIRMATION.linkHours })],
        action: { label: t('mail_action'), url: contactLinkUrl(link) },
      }),
    },
    { db },
  );
}
