import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent } from '@/content/fetch';
import { getExchangeRates } from '@/content/jobs';
import { liveAt } from '@/content/live-at';
import { forYouCandidatesQuery } from '@/content/queries';
import { type ForYou, hasPreferences } from '@/contracts/preferences';
import { rankCompanies, rankOffers } from '@/lib/for-you/ranking';
import { getPreferences } from './preferences';

/** How many offers and companies the 'For you' page lists. */
export const FOR_YOU_LIMITS = { offers: 12, companies: 6 } as const;

const withoutTags = <Item extends { valueTags: unknown }>({ valueTags: _tags, ...item }: Item) => item;

/** The live offers and the companies that suit the user best, with why; nothing while no preference is set. */
export async function forYou(userId: string, locale: Locale): Promise<ForYou> {
  const preferences = await getPreferences(userId);
  if (!hasPreferences(preferences)) return { hasPreferences: false, offers: [], companies: [] };
  const [candidates, rates] = await Promise.all([
    fetchContent({ query: forYouCandidatesQuery, params: { lang: locale, now: liveAt() } }),
    getExchangeRates(),
  ]);
  const offers = rankOffers(candidates.offers, preferences, rates, FOR_YOU_LIMITS.offers);
  const companies = rankCompanies(candidates.companies, preferences, FOR_YOU_LIMITS.companies);
  return {
    hasPreferences: true,
    offers: offers.map((entry) => ({ ...entry, item: withoutTags(entry.item) })),
    companies: companies.map((entry) => ({ ...entry, item: withoutTags(entry.item) })),
  };
}
