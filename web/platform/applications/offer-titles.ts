import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { jobCardsQuery } from '@/content/queries';
import type { ApplicationSummary } from '@/contracts/applications';
import type { JobApplication } from '@/server/db/schema';

/**
 * Applications titled in the locale: each takes its offer's current title and slug in that
 * language (an application keeps the copy made in the language it was sent in). An offer no
 * longer published keeps that copy.
 */
export async function withOfferTitles(
  applications: ApplicationSummary[],
  locale: Locale,
): Promise<ApplicationSummary[]> {
  if (applications.length === 0) return applications;
  const ids = [...new Set(applications.map((application) => application.jobOfferId))];
  const offers = await fetchContent({ query: jobCardsQuery, params: { ids, lang: locale } });
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return applications.map((application) => {
    const offer = byId.get(application.jobOfferId);
    return offer?.title
      ? { ...application, jobTitle: offer.title, jobSlug: offer.slug ?? application.jobSlug }
      : application;
  });
}

/**
 * The offer's title in a mail's language, so a subject never mixes two languages: the application
 * keeps the title in the language it was sent in, which a company reading another language would
 * otherwise get. An offer no longer published keeps that copy.
 */
export async function offerTitleIn(
  application: Pick<JobApplication, 'jobOfferId' | 'jobTitle' | 'locale'>,
  locale: Locale,
): Promise<string> {
  if (application.locale === locale) return application.jobTitle;
  const [offer] = await fetchContent({
    query: jobCardsQuery,
    params: { ids: [application.jobOfferId], lang: locale },
  });
  return offer?.title ?? application.jobTitle;
}
