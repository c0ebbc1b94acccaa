import 'server-only';
import { type Locale, localizedPath } from '@tribe/routes';
import type { JobSearch } from '@/contracts/job-search';
import { jobSearchUrlQuery } from '@/lib/jobs/job-search-params';
import { platformEnv } from '@/server/env';

/** The job list with the alert's search, where all of its offers are. */
export function alertSearchUrl(filters: JobSearch, locale: Locale): string {
  const query = new URLSearchParams(jobSearchUrlQuery(filters)).toString();
  return `${platformEnv().siteUrl}${localizedPath('/jobs', locale)}${query ? `?${query}` : ''}`;
}

/** The profile page listing every alert of the account. */
export const manageAlertsUrl = (locale: Locale) =>
  `${platformEnv().siteUrl}${localizedPath('/profile/job-alerts', locale)}`;

export const jobOfferUrl = (
  offer: { id: string; slug: string | null; companySlug: string | null },
  locale: Locale,
) =>
  `${platformEnv().siteUrl}${localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
    company_slug: offer.companySlug ?? '',
    slug: offer.slug ?? offer.id,
    id: offer.id,
  })}`;
