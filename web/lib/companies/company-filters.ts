import { type CompanyValueTag, companyValueTags } from '@tribe/schemas/company-value-tags';

/** Companies shown per page of the company list. */
export const COMPANIES_PAGE_SIZE = 12;
/** Longer search text is cut to this length. */
export const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 1000;

export interface IndustryOption {
  /** The URL value: the English label as a slug, the same in both locales. */
  slug: string;
  /** The English label, which the query matches. */
  key: string;
  label: string;
}

export interface CompanyFilterOptions {
  cities: string[];
  industries: IndustryOption[];
  values: CompanyValueTag[];
}

/** The company list's URL state (parameters q, city, industry, value, page); empty means 'any'. */
export interface CompanyFilterState {
  q: string;
  city: string | null;
  industry: string | null;
  value: CompanyValueTag | null;
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function industrySlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function isCompanyValueTag(value: string): value is CompanyValueTag {
  return companyValueTags.some((tag) => tag.value === value);
}

/**
 * Reads the company list's state from the URL. A value the options do not offer (an unknown
 * city, industry or value, a page that is not a whole number from 1) is ignored.
 */
export function parseCompanyFilters(params: SearchParams, options: CompanyFilterOptions): CompanyFilterState {
  const city = first(params.city).trim().toLocaleLowerCase('cs');
  const industry = first(params.industry).trim().toLowerCase();
  const value = first(params.value).trim();
  const pageText = first(params.page).trim();
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 0;
  return {
    q: first(params.q).trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH),
    city: options.cities.find((option) => option.toLocaleLowerCase('cs') === city) ?? null,
    industry: options.industries.find((option) => option.slug === industry)?.slug ?? null,
    value: isCompanyValueTag(value) && options.values.includes(value) ? value : null,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The URL query of a state: only what is set, and the page only past the first. */
export function companyFilterQuery(state: Partial<CompanyFilterState>): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.q) query.q = state.q;
  if (state.city) query.city = state.city;
  if (state.industry) query.industry = state.industry;
  if (state.value) query.value = state.value;
  if (state.page && state.page > 1) query.page = String(state.page);
  return query;
}

export function hasActiveFilters(state: CompanyFilterState): boolean {
  return Boolean(state.q || state.city || state.industry || state.value);
}
