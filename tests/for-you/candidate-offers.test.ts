import type { LocalDataset } from '@tribe/local-dataset';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveAt } from '@/content/live-at';
import {
  exchangeRatesQuery,
  forYouCompaniesQuery,
  forYouOffersQuery,
  skillNamesQuery,
} from '@/content/queries';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import type { ForYouCompaniesQueryResult, ForYouOffersQueryResult } from '@/contracts/sanity.types';
import { candidateOfferIds, companiesSharingValues } from '@/platform/preferences/candidate-offers';
import { rankOffers } from '@/platform/preferences/ranking';
import { InProcessSearchEngine } from '@/search/in-process-engine';
import type { ExchangeRates } from '@/search/salary-in-czk';
import { demoCorpus, openDemoStore } from '../search/support/demo-engine';

// The 'For you' page reads only the offers the search index finds meeting some preference. That
// must rank exactly as reading every live offer did: same offers, same order, same scores and reasons.
let store: LocalDataset;
let engine: InProcessSearchEngine;
let rates: ExchangeRates;
let companies: ForYouCompaniesQueryResult;
let everyLiveOffer: ForYouOffersQueryResult;
const now = liveAt();

beforeAll(async () => {
  store = await openDemoStore();
  engine = new InProcessSearchEngine(await demoCorpus(store));
  const query = <Result>(text: string, params: Record<string, unknown> = {}) =>
    store.query(text, params, 'published') as Promise<Result>;
  rates = await query<ExchangeRates>(exchangeRatesQuery);
  companies = await query<ForYouCompaniesQueryResult>(forYouCompaniesQuery, { lang: 'en', now });
  const ids = await query<string[]>('*[_type == "jobOffer"]._id');
  everyLiveOffer = await query<ForYouOffersQueryResult>(forYouOffersQuery, { lang: 'en', now, ids });
});

const wants = (fields: Partial<Preferences>): Preferences => ({ ...NO_PREFERENCES, ...fields });

const cases: [string, Preferences][] = [
  [
    'a role and skills',
    wants({ roles: ['Frontend vývojář', 'Data analyst'], skills: ['react', 'python', 'cpp'] }),
  ],
  ['values only', wants({ values: ['trust', 'learning', 'craft'] })],
  ['one city', wants({ cities: ['Brno'] })],
  ['a city no offer is in', wants({ cities: ['Atlantis'] })],
  ['remote and hybrid', wants({ workingModes: ['full-remote', 'hybrid'] })],
  ['seniors freelancing', wants({ seniorities: ['senior'], employmentTypes: ['freelance'] })],
  ['a minimum salary in CZK', wants({ minSalary: 80_000, currency: 'CZK' })],
  ['a minimum salary in EUR', wants({ minSalary: 3_500, currency: 'EUR' })],
  [
    'everything at once',
    wants({
      values: ['care', 'community'],
      cities: ['Praha', 'Ostrava'],
      workingModes: ['onsite'],
      seniorities: ['junior', 'medior'],
      employmentTypes: ['employment-contract'],
      minSalary: 50_000,
      currency: 'CZK',
    }),
  ],
];

describe("'For you' offers read through the search index", () => {
  it.each(cases)('rank as reading every live offer does: %s', async (_name, preferences) => {
    const skillNames = await store.query<string[]>(
      skillNamesQuery,
      { slugs: preferences.skills },
      'published',
    );
    const ids = new Set(
      await candidateOfferIds(
        engine,
        preferences,
        skillNames,
        companiesSharingValues(companies, preferences),
        rates,
        now,
      ),
    );
    const candidates = everyLiveOffer.filter((offer) => ids.has(offer.id));
    // The whole ranked list, not only the page's twelve, and the page as it is shown.
    for (const limit of [everyLiveOffer.length, 12]) {
      expect(rankOffers(candidates, preferences, rates, limit)).toEqual(
        rankOffers(everyLiveOffer, preferences, rates, limit),
      );
    }
  });

  it('reads fewer offers than every live one when the preferences are narrow', async () => {
    const preferences = wants({ cities: ['Brno'], seniorities: ['senior'] });
    const ids = await candidateOfferIds(engine, preferences, [], [], rates, now);
    expect(everyLiveOffer.length).toBeGreaterThan(80);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(everyLiveOffer.length / 2);
  });
});
