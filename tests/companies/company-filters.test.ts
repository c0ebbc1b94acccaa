import { describe, expect, it } from 'vitest';
import {
  type CompanyFilterOptions,
  companyFilterQuery,
  industrySlug,
  parseCompanyFilters,
} from '@/lib/companies/company-filters';
import { companyFilterOptions } from '@/lib/companies/filter-options';

const options: CompanyFilterOptions = {
  cities: ['Brno', 'Hradec Králové', 'Praha'],
  industries: [
    { slug: 'game-development', key: 'Game development', label: 'Vývoj her' },
    { slug: 'fintech', key: 'Fintech', label: 'Fintech' },
  ],
  values: ['openness', 'learning'],
};

describe('the company list URL state', () => {
  it('reads every known filter', () => {
    expect(
      parseCompanyFilters(
        { q: '  herní   studio ', city: 'Praha', industry: 'fintech', value: 'learning', page: '2' },
        options,
      ),
    ).toEqual({ q: 'herní studio', city: 'Praha', industry: 'fintech', value: 'learning', page: 2 });
  });

  it('is empty without parameters', () => {
    expect(parseCompanyFilters({}, options)).toEqual({
      q: '',
      city: null,
      industry: null,
      value: null,
      page: 1,
    });
  });

  it('ignores cities, industries and values the options do not offer', () => {
    const state = parseCompanyFilters(
      { city: 'Atlantis', industry: 'Fintech!', value: 'sustainability' },
      options,
    );
    expect(state).toMatchObject({ city: null, industry: null, value: null });
    expect(parseCompanyFilters({ value: 'not-a-value' }, options).value).toBeNull();
  });

  it('matches a city whatever its letter case, and gives it as the data spells it', () => {
    expect(parseCompanyFilters({ city: 'hradec králové' }, options).city).toBe('Hradec Králové');
  });

  it.each(['0', '-1', '1.5', 'two', '', '1e3', '100000'])('ignores the page %j', (page) => {
    expect(parseCompanyFilters({ page }, options).page).toBe(1);
  });

  it('takes the first of repeated parameters and cuts long search text', () => {
    const state = parseCompanyFilters({ city: ['Brno', 'Praha'], q: 'x'.repeat(300) }, options);
    expect(state.city).toBe('Brno');
    expect(state.q).toHaveLength(100);
  });

  it('writes only what is set, and the page only past the first', () => {
    expect(companyFilterQuery({ q: '', city: 'Brno', industry: null, value: 'openness', page: 1 })).toEqual({
      city: 'Brno',
      value: 'openness',
    });
    expect(companyFilterQuery({ q: 'data', page: 3 })).toEqual({ q: 'data', page: '3' });
  });
});

describe('the company filter options', () => {
  it('lists cities and industries once, alphabetically, and only known value tags', () => {
    const result = companyFilterOptions(
      {
        cities: ['Praha', 'Brno', 'Praha', 'Česká Lípa', 'Zlín'],
        industries: [
          { key: 'Software', label: 'Software' },
          { key: 'Energy', label: 'Energetika' },
          { key: 'Software', label: 'Software' },
          { key: null, label: null },
        ],
        values: ['learning', 'openness', 'bogus'],
      },
      'cs',
    );
    expect(result.cities).toEqual(['Brno', 'Česká Lípa', 'Praha', 'Zlín']);
    expect(result.industries.map((industry) => industry.slug)).toEqual(['energy', 'software']);
    expect(result.values).toEqual(['openness', 'learning']);
  });

  it('makes industry slugs without diacritics or punctuation', () => {
    expect(industrySlug('Data and AI')).toBe('data-and-ai');
    expect(industrySlug('Výroba & strojírenství')).toBe('vyroba-strojirenstvi');
  });
});
