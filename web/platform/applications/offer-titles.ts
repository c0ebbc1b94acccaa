import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { jobCardsQuery } from '@/content/queries';
import type { ApplicationSummary } from '@/contracts/applications';

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
 * The offers' current titles in the locale, by id, so a message in one language names the job in
 * it too; an offer no longer published is missing and keeps the application's copy.
 */
export async function offerTitlesIn(offerIds: string[], locale: Locale): Promise<Map<string, string>> {
  const ids = [...new Set(offerIds)];
  if (ids.length === 0) return new Map();
  const offers = await fetchContent({ query: jobCardsQuery, params: { ids, lang: locale } });
  return new Map(offers.flatMap((offer) => (offer.title ? [[offer.id, offer.title] as const] : [])));
}

/**
 * The application's job title in the locale (see `offerTitlesIn`): the copy it was sent with when
 * it was sent in that language.
 */
export async function jobTitleIn(
  application: { jobOfferId: string; jobTitle: string; locale?: string },
  locale: Locale,
): Promise<string> {
  if (application.locale === locale) return application.jobTitle;
  const titles = await offerTitlesIn([application.jobOfferId], locale);
  return titles.get(application.jobOfferId) ?? application.jobTitle;
}
