import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { getExchangeRates } from '@/content/jobs';
import { liveAt } from '@/content/live-at';
import { forYouCompaniesQuery, forYouOffersQuery, skillNamesQuery } from '@/content/queries';
import { type ForYou, hasPreferences } from '@/contracts/preferences';
import { candidateOfferIds, companiesSharingValues } from '@/platform/preferences/candidate-offers';
import { rankCompanies, rankOffers } from '@/platform/preferences/ranking';
import { searchEngine } from '@/search/search-engine-instance';
import { getPreferences } from './preferences';

/** How many offers and companies the 'For you' page lists. */
export const FOR_YOU_LIMITS = { offers: 12, companies: 6 } as const;

/** A card as the page shows it, without what only the ranking reads. */
const offerCard = <
  Item extends { valueTags: unknown; titles: unknown; skills: unknown; industries: unknown },
>({
  valueTags: _tags,
  titles: _titles,
  skills: _skills,
  industries: _industries,
  ...card
}: Item) => card;
const companyCard = <Item extends { valueTags: unknown; openOffers: unknown }>({
  valueTags: _tags,
  openOffers: _offers,
  ...card
}: Item) => card;

/**
 * The live offers and the companies that suit the user best, with why; nothing while no preference
 * is set. Only the offers the search index finds meeting some preference are read and ranked.
 */
export async function forYou(userId: string, locale: Locale): Promise<ForYou> {
  const preferences = await getPreferences(userId);
  if (!hasPreferences(preferences)) return { hasPreferences: false, offers: [], companies: [] };
  const now = liveAt();
  const [companyCards, skillNames, rates, engine] = await Promise.all([
    fetchContent({ query: forYouCompaniesQuery, params: { lang: locale, now } }),
    preferences.skills.length
      ? fetchContent({ query: skillNamesQuery, params: { slugs: preferences.skills } })
      : [],
    getExchangeRates(),
    searchEngine(),
  ]);
  const ids = await candidateOfferIds(
    engine,
    preferences,
    skillNames,
    companiesSharingValues(companyCards, preferences),
    rates,
    now,
  );
  const offerCards = ids.length
    ? await fetchContent({ query: forYouOffersQuery, params: { lang: locale, now, ids } })
    : [];
  const offers = rankOffers(offerCards, preferences, rates, FOR_YOU_LIMITS.offers);
  const companies = rankCompanies(companyCards, preferences, FOR_YOU_LIMITS.companies);
  return {
    hasPreferences: true,
    offers: offers.map((entry) => ({ ...entry, item: offerCard(entry.item) })),
    companies: companies.map((entry) => ({ ...entry, item: companyCard(entry.item) })),
  };
}
