import 'server-only';
import { defaultLocale } from '@tribe/routes';
import { studioEditUrl } from '@/lib/studio/studio-url';
import type { CompanySignup } from '@/server/db/schema';
import { platformEnv } from '@/server/env';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import { sendMail } from '@/server/mail/mailer';
import type { Executor } from '@/server/queue/job-queue';

/**
 * Tells the editors (by address) that a company's sign-up waits for their approval, with what it
 * says and a link to its draft in the Studio; a free-mail contact is pointed out. Editors keep no
 * language of their own: the mail is in the site's default one. Queued in `db`'s transaction, so
 * it leaves only for a sign-up that became pending.
 */
export async function tellEditorsOfSignup(
  db: Executor,
  signup: CompanySignup,
  editors: string[],
): Promise<void> {
  const t = platformTranslator(defaultLocale, 'CompanySignup');
  const subject = t('mail_editors_subject', { company: signup.companyName });
  const mail = renderMail({
    locale: defaultLocale,
    preheader: subject,
    heading: t('mail_editors_heading', { company: signup.companyName }),
    paragraphs: [
      t('mail_editors_details', { ico: signup.ico, contact: signup.contactName, email: signup.email }),
      ...(signup.freeMail ? [t('mail_editors_free_mail')] : []),
    ],
    action: {
      label: t('mail_editors_action'),
      url: `${platformEnv().siteUrl}${studioEditUrl('company', signup.companyId)}`,
    },
  });
  for (const email of editors) {
    await sendMail(
      { to: email, subject, locale: defaultLocale, ...mail },
      { db, dedupeKey: `company-signup-editors:${signup.id}:${email}` },
    );
  }
}
