import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import { candidateOfferIds } from '@/platform/preferences/candidate-offers';
import { rankOffers } from '@/platform/preferences/ranking';
import { type DemoForYou, demoForYou } from './support/demo-for-you';

// The 'For you' page reads only the offers the search index finds meeting some preference. That
// must rank exactly as reading every live offer did: same offers, same order, same scores and reasons.
let demo: DemoForYou;

beforeAll(async () => {
  demo = await demoForYou();
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
    const { everyLiveOffer, rates } = demo;
    const ids = await demo.candidateIds(preferences);
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
    const { engine, rates, now, everyLiveOffer } = demo;
    const ids = await candidateOfferIds(engine, preferences, [], [], rates, now);
    expect(everyLiveOffer.length).toBeGreaterThan(80);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(everyLiveOffer.length / 2);
  });
});
