import {
  type JobSearch,
  type JobSearchField,
  jobSearchFields,
  jobSearchSchema,
  MAX_MIN_SALARY,
  MAX_TEXT_LENGTH,
} from '@/contracts/job-search';

export interface JobSearchState {
  filters: JobSearch;
  page: number;
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

const MAX_PAGE = 1000;

function first(params: RawParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  const digits = value?.replace(/[\s\u00a0]/g, '');
  if (!digits || !/^\d+$/.test(digits)) return undefined;
  const number = Number(digits);
  return number >= min && number <= max ? number : undefined;
}

/** A URL parameter's text as the schema's field takes it (the fields that are not plain text). */
const fromUrl: Partial<Record<JobSearchField, (text: string) => unknown>> = {
  q: (text) => text.slice(0, MAX_TEXT_LENGTH),
  salary: (text) => (text === '1' ? true : undefined),
  minSalary: (text) => wholeNumber(text, 1, MAX_MIN_SALARY),
};

/** Reads the job list's URL state; unknown or invalid values are left out, never an error. */
export function parseJobSearchParams(params: RawParams): JobSearchState {
  const filters: Record<string, unknown> = {};
  for (const name of jobSearchFields) {
    const text = first(params, name);
    if (text === undefined) continue;
    const parsed = jobSearchSchema.shape[name].safeParse(fromUrl[name]?.(text) ?? text);
    if (parsed.success && parsed.data !== undefined) filters[name] = parsed.data;
  }
  return { filters: filters as JobSearch, page: wholeNumber(first(params, 'page'), 1, MAX_PAGE) ?? 1 };
}

/** The search's fields that are set, in the URLs' order. */
function setFields(filters: JobSearch): [JobSearchField, string | number | true][] {
  return jobSearchFields.flatMap((name) => {
    const value = filters[name];
    return value === undefined || String(value).trim() === '' ? [] : [[name, value]];
  });
}

/** The URL query of a search, in a stable order; page 1 is left out. */
export function jobSearchUrlQuery(filters: JobSearch, page = 1): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of setFields(filters)) query[name] = value === true ? '1' : String(value).trim();
  if (page > 1) query.page = String(page);
  return query;
}

/** How many filters are set (the order is none), for whether to offer clearing them. */
export function activeFilterCount(filters: JobSearch): number {
  return setFields(filters).filter(([name]) => name !== 'sort').length;
}

/** The filters a phone folds behind 'Filters': all but the text, the city and the company (and the order). */
export const FOLDED_FILTERS = jobSearchFields.filter(
  (name) => !['q', 'city', 'company', 'sort'].includes(name),
);

/** How many of the folded filters are set, for 'Filters (3)'. */
export function foldedFilterCount(filters: JobSearch): number {
  const set = new Set(setFields(filters).map(([name]) => name));
  return FOLDED_FILTERS.filter((name) => set.has(name)).length;
}
