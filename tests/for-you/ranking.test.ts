import { describe, expect, it } from 'vitest';
import { NO_PREFERENCES, type Preferences } from '@/contracts/preferences';
import {
  type RankableCompany,
  type RankableOffer,
  rankCompanies,
  rankOffers,
} from '@/platform/preferences/ranking';

const rates = { date: '2026-11-01', eur: 25, usd: 23 };

const offer = (id: string, fields: Partial<RankableOffer> = {}): RankableOffer => ({
  id,
  city: 'Praha',
  workingMode: 'onsite',
  seniority: 'medior',
  employmentType: 'employment-contract',
  salaryFrom: null,
  salaryTo: null,
  currency: 'CZK',
  publishedAt: '2026-11-01T08:00:00Z',
  valueTags: [],
  ...fields,
});

const company = (id: string, fields: Partial<RankableCompany> = {}): RankableCompany => ({
  id,
  name: id,
  locations: ['Praha'],
  valueTags: [],
  openPositionsCount: 1,
  ...fields,
});

const wants = (fields: Partial<Preferences>): Preferences => ({ ...NO_PREFERENCES, ...fields });
const ids = (ranked: { item: { id: string } }[]) => ranked.map((entry) => entry.item.id);

describe('rankOffers', () => {
  it('puts the offer sharing more of the values first, and says how many it shares', () => {
    const preferences = wants({ values: ['trust', 'learning', 'care', 'craft', 'community'] });
    const ranked = rankOffers(
      [
        offer('two', { valueTags: ['trust', 'care', 'openness'] }),
        offer('four', { valueTags: ['trust', 'learning', 'care', 'craft'] }),
        offer('none', { valueTags: ['openness'] }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['four', 'two']);
    expect(ranked[0].reasons).toEqual([{ kind: 'values', shared: 4, of: 5 }]);
    expect(ranked.map((entry) => entry.score)).toEqual([80, 40]);
  });

  it('compares salaries in CZK at the site rates, whatever currency the minimum or the offer is in', () => {
    // 3,000 EUR is 75,000 CZK at 25 CZK a euro.
    const preferences = wants({ minSalary: 3000, currency: 'EUR', workingModes: ['full-remote'] });
    const ranked = rankOffers(
      [
        offer('czk-below', { salaryTo: 74_000, workingMode: 'full-remote' }),
        offer('czk-above', { salaryFrom: 60_000, salaryTo: 80_000, workingMode: 'full-remote' }),
        offer('usd-above', { salaryFrom: 3300, currency: 'USD', workingMode: 'full-remote' }),
        offer('unstated', { workingMode: 'full-remote' }),
        offer('no-rate', { salaryTo: 9000, currency: 'GBP', workingMode: 'full-remote' }),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked).slice(0, 2).sort()).toEqual(['czk-above', 'usd-above']);
    expect(ranked[0].reasons).toEqual([
      { kind: 'salary' },
      { kind: 'workingMode', workingMode: 'full-remote' },
    ]);
    // Salary weighs 20 of 30 points here; the rest meet only the working mode.
    expect(ranked.map((entry) => entry.score)).toEqual([100, 100, 33, 33, 33]);
    expect(ranked.slice(2).map((entry) => entry.reasons)).toEqual([
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
      [{ kind: 'workingMode', workingMode: 'full-remote' }],
    ]);
  });

  it('weighs values above salary, salary above city, city above working mode and seniority, those above contract type', () => {
    const preferences = wants({
      values: ['trust'],
      minSalary: 50_000,
      cities: ['Brno'],
      workingModes: ['hybrid'],
      seniorities: ['senior'],
      employmentTypes: ['freelance'],
    });
    const ranked = rankOffers(
      [
        offer('contract', { employmentType: 'freelance' }),
        offer('mode', { workingMode: 'hybrid' }),
        offer('city', { city: 'brno' }),
        offer('values', { valueTags: ['trust'] }),
        offer('salary', { salaryTo: 50_000 }),
        offer('nothing'),
      ],
      preferences,
      rates,
      10,
    );
    expect(ids(ranked)).toEqual(['values', 'salary', 'city', 'mode', 'contract']);
    expect(ranked.map((entry) => entry.score)).toEqual([40, 20, 15, 10, 5]);
    expect(ranked[2].reasons).toEqual([{ kind: 'city', city: 'brno' }]);
  });

  it('lists every matched preference in the order of the weights', () => {
    const preferences = wants({
      values: ['trust', 'care'],
      minSalary: 40_000,
      workingModes: ['full-remote'],
      seniorities: ['junior'],
    });
    const [best] = rankOffers(
      [
        offer('all', {
          valueTags: ['care'],
          salaryTo: 45_000,
          workingMode: 'full-remote',
          seniority: 'junior',
        }),
      ],
      preferences,
      rates,
      10,
    );
    expect(best.reasons).toEqual([
      { kind: 'values', shared: 1, of: 2 },
      { kind: 'salary' },
      { kind: 'workingMode', workingMode: 'full-remote' },
      { kind: 'seniority', seniority: 'junior' },
    ]);
    // (40 × 1/2 + 20 + 10 + 10) of 80 points.
    expect(best.score).toBe(75);
  });

  it('orders equal scores newest first and keeps only the limit', () => {
    const preferences = wants({ seniorities: ['senior'] });
    const ranked = rankOffers(
      [
        offer('old', { seniority: 'senior', publishedAt: '2026-10-01T08:00:00Z' }),
        offer('new', { seniority: 'senior', publishedAt: '2026-11-20T08:00:00Z' }),
        offer('middle', { seniority: 'senior', publishedAt: '2026-11-02T08:00:00Z' }),
      ],
      preferences,
      rates,
      2,
    );
    expect(ids(ranked)).toEqual(['new', 'middle']);
  });

  it('ranks nothing without preferences', () => {
    expect(rankOffers([offer('a', { valueTags: ['trust'] })], NO_PREFERENCES, rates, 10)).toEqual([]);
  });
});

describe('rankCompanies', () => {
  it('ranks by shared values and cities, then by open positions', () => {
    const preferences = wants({ values: ['trust', 'care'], cities: ['Brno'], minSalary: 90_000 });
    const ranked = rankCompanies(
      [
        company('brno-only', { locations: ['Brno'] }),
        company('both', { locations: ['Praha', 'Brno'], valueTags: ['care', 'trust'] }),
        company('one-value', { valueTags: ['trust'], openPositionsCount: 1 }),
        company('one-value-busier', { valueTags: ['trust'], openPositionsCount: 5 }),
        company('elsewhere', { locations: ['Zlín'], valueTags: ['craft'] }),
      ],
      preferences,
      10,
    );
    expect(ids(ranked)).toEqual(['both', 'one-value-busier', 'one-value', 'brno-only']);
    expect(ranked[0].reasons).toEqual([
      { kind: 'values', shared: 2, of: 2 },
      { kind: 'city', city: 'Brno' },
    ]);
    // Values weigh 40 and cities 15 of 55 points; the salary says nothing about a company.
    expect(ranked.map((entry) => entry.score)).toEqual([100, 36, 36, 27]);
  });

  it('ranks no company when only offer preferences are set', () => {
    const preferences = wants({ seniorities: ['senior'], minSalary: 50_000 });
    expect(rankCompanies([company('a', { valueTags: ['trust'] })], preferences, 10)).toEqual([]);
  });
});
