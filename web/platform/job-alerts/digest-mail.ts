import 'server-only';
import type { Locale } from '@tribe/routes';
import type { WorkingMode } from '@tribe/schemas/job-enums';
import type { JobAlertFrequency } from '@/contracts/job-alerts';
import type { JobSearch } from '@/contracts/job-search';
import { formatSalary, hasSalary, type Salary } from '@/lib/jobs/salary';
import { platformTranslator } from '@/server/i18n/texts';
import { renderMail } from '@/server/mail/layout';
import type { OutgoingMail } from '@/server/mail/mailer';
import { alertLinkUrl } from './alert-links';
import { alertSearchUrl, jobOfferUrl, manageAlertsUrl } from './alert-urls';

export interface DigestOffer extends Salary {
  id: string;
  title: string | null;
  slug: string | null;
  companySlug: string | null;
  companyName: string;
  city: string;
  workingMode: WorkingMode | null;
}

export interface Digest {
  alert: { id: string; name: string; frequency: JobAlertFrequency; filters: JobSearch };
  to: string;
  locale: Locale;
  /** The newest of the new offers. */
  offers: DigestOffer[];
  /** How many new offers there are in all. */
  total: number;
}

/**
 * An alert's digest: the new offers with links, a link to the whole search and to all alerts,
 * and the alert's own one-click unsubscribe (RFC 8058 headers and a link in both parts).
 */
export function digestMail({ alert, to, locale, offers, total }: Digest): OutgoingMail {
  const t = platformTranslator(locale, 'JobAlerts');
  const enums = platformTranslator(locale, 'Enums');
  const salary = platformTranslator(locale, 'Salary');
  /** What decides a click: company, place, working mode and salary. */
  const noteOf = (offer: DigestOffer) =>
    [
      offer.companyName,
      offer.city,
      offer.workingMode ? enums(`workingMode.${offer.workingMode}`) : null,
      hasSalary(offer) ? formatSalary(offer, locale, salary) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const unsubscribe = alertLinkUrl('unsubscribe', alert.id);
  const values = { count: total, name: alert.name };
  return {
    to,
    locale,
    subject: t('digest_subject', values),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderMail({
      locale,
      preheader: t('digest_preheader', values),
      heading: t('digest_heading', values),
      paragraphs: [t('digest_text', values)],
      links: offers.map((offer) => ({
        title: offer.title ?? offer.companyName,
        url: jobOfferUrl(offer, locale),
        note: noteOf(offer),
      })),
      action: { label: t('digest_show_all', values), url: alertSearchUrl(alert.filters, locale) },
      footer: t('digest_footer', { name: alert.name, frequency: alert.frequency }),
      footerLink: { label: t('digest_manage'), url: manageAlertsUrl(locale) },
      unsubscribeUrl: unsubscribe,
    }),
  };
}
