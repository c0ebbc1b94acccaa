import type { LocalDataset } from '@tribe/local-dataset';
import { liveAt } from '@/content/live-at';
import {
  exchangeRatesQuery,
  forYouCompaniesQuery,
  forYouOffersQuery,
  searchSynonymsQuery,
  skillNamesQuery,
  skillsQuery,
} from '@/content/queries';
import type { Preferences, Ranked } from '@/contracts/preferences';
import type { ForYouCompaniesQueryResult, ForYouOffersQueryResult } from '@/contracts/sanity.types';
import { candidateOfferIds, companiesSharingValues } from '@/platform/preferences/candidate-offers';
import { FOR_YOU_LIMITS } from '@/platform/preferences/for-you';
import { rankOffers } from '@/platform/preferences/ranking';
import { skillSlug } from '@/platform/preferences/skill-slugs';
import { InProcessSearchEngine } from '@/search/in-process-engine';
import type { ExchangeRates } from '@/search/salary-in-czk';
import { type SynonymGroup, Synonyms } from '@/search/synonyms';
import { demoCorpus, openDemoStore } from '../../search/support/demo-engine';

/** The demo dataset as the 'For you' page reads it: every live offer, the companies, the rates. */
export interface DemoForYou {
  store: LocalDataset;
  engine: InProcessSearchEngine;
  rates: ExchangeRates;
  companies: ForYouCompaniesQueryResult;
  everyLiveOffer: ForYouOffersQueryResult;
  now: string;
  /** The ids of the offers the page reads for these preferences (those the search index finds). */
  candidateIds: (preferences: Preferences) => Promise<Set<string>>;
  /** The offers the page lists for these preferences, best first, with their scores and reasons. */
  forYouOffers: (preferences: Preferences) => Promise<Ranked<ForYouOffersQueryResult[number]>[]>;
  /** The skills a candidate writes, as the preferences keep them (those the taxonomy lacks left out). */
  skillsWritten: (...written: string[]) => Promise<string[]>;
}

export async function demoForYou(): Promise<DemoForYou> {
  const store = await openDemoStore();
  const engine = new InProcessSearchEngine(await demoCorpus(store));
  const now = liveAt();
  const query = <Result>(text: string, params: Record<string, unknown> = {}) =>
    store.query(text, params, 'published') as Promise<Result>;
  const rates = await query<ExchangeRates>(exchangeRatesQuery);
  const companies = await query<ForYouCompaniesQueryResult>(forYouCompaniesQuery, { lang: 'en', now });
  const ids = await query<string[]>('*[_type == "jobOffer"]._id');
  const everyLiveOffer = await query<ForYouOffersQueryResult>(forYouOffersQuery, { lang: 'en', now, ids });
  const candidateIds = async (preferences: Preferences) => {
    const skillNames = await query<string[]>(skillNamesQuery, { slugs: preferences.skills });
    const found = await candidateOfferIds(
      engine,
      preferences,
      skillNames,
      companiesSharingValues(companies, preferences),
      rates,
      now,
    );
    return new Set(found);
  };
  const forYouOffers = async (preferences: Preferences) => {
    const ids = await candidateIds(preferences);
    const candidates = everyLiveOffer.filter((offer) => ids.has(offer.id));
    return rankOffers(candidates, preferences, rates, FOR_YOU_LIMITS.offers);
  };
  const skillsWritten = async (...written: string[]) => {
    const synonyms = new Synonyms(await query<SynonymGroup[]>(searchSynonymsQuery));
    const technologies = await query<{ slug: string; name: string }[]>(skillsQuery);
    return written
      .map((skill) => skillSlug(skill, technologies, synonyms))
      .filter((slug): slug is string => slug !== null);
  };
  return { store, engine, rates, companies, everyLiveOffer, now, candidateIds, forYouOffers, skillsWritten };
}
