import type { Preferences } from '@/contracts/preferences';
import { amountInCzk, type ExchangeRates } from '@/search/salary-in-czk';
import type { JobSearchRequest, SearchEngine } from '@/search/search-engine';

/** More than the site will ever hold live: each search answers every offer it finds. */
const EVERY_OFFER = 1_000_000;

/**
 * The ids of the live offers that can score above 0 for these preferences: the ranking leaves out
 * every offer that meets none of them, so only offers whose text names one of the preferred roles
 * or skills (`skillNames`), in one of the preferred cities, working modes, seniorities or contract
 * types, paying the minimum, or at a company sharing one of the values (`companyIds`) are worth
 * reading. One search of the index per preferred value, merged.
 */
export async function candidateOfferIds(
  engine: SearchEngine,
  preferences: Preferences,
  skillNames: readonly string[],
  companyIds: readonly string[],
  rates: ExchangeRates,
  now: string,
): Promise<string[]> {
  const minimum =
    preferences.minSalary === null ? null : amountInCzk(preferences.minSalary, preferences.currency, rates);
  const searches: Pick<JobSearchRequest, 'search' | 'companyId'>[] = [
    ...[...preferences.roles, ...skillNames].map((q) => ({ search: { q } })),
    ...preferences.cities.map((city) => ({ search: { city } })),
    ...preferences.workingModes.map((workingMode) => ({ search: { workingMode } })),
    ...preferences.seniorities.map((seniority) => ({ search: { seniority } })),
    ...preferences.employmentTypes.map((employmentType) => ({ search: { employmentType } })),
    ...(minimum === null ? [] : [{ search: { minSalary: minimum } }]),
    ...companyIds.map((companyId) => ({ search: {}, companyId })),
  ];
  const pages = await Promise.all(
    searches.map((scope) =>
      engine.searchJobs({ ...scope, sort: 'newest', now, offset: 0, limit: EVERY_OFFER }),
    ),
  );
  return [...new Set(pages.flatMap((page) => page.ids))];
}

/** The companies whose value tags hold at least one of the preferred values. */
export const companiesSharingValues = (
  companies: readonly { id: string; valueTags: string[] | null }[],
  preferences: Preferences,
) =>
  companies
    .filter((company) => preferences.values.some((value) => company.valueTags?.includes(value)))
    .map((company) => company.id);
