import {
  type EmploymentType,
  employmentTypes,
  type Seniority,
  seniorities,
  type WorkingMode,
  type Workload,
  workingModes,
  workloads,
} from '@tribe/schemas/job-enums';
import { DEFAULT_JOB_SORT, type JobSort, jobSorts } from './job-sort';

/** The job list's filters as the URL carries them (the agreed parameter names). */
export interface JobFilters {
  q?: string;
  city?: string;
  company?: string;
  seniority?: Seniority;
  workload?: Workload;
  workingMode?: WorkingMode;
  employmentType?: EmploymentType;
  salary?: true;
  minSalary?: number;
  sort?: JobSort;
}

export interface JobSearchState {
  filters: JobFilters;
  page: number;
}

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

export const MAX_TEXT_LENGTH = 100;
export const MAX_MIN_SALARY = 10_000_000;
const MAX_PAGE = 1000;

function first(params: RawParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  const digits = value?.replace(/[\s\u00a0]/g, '');
  if (!digits || !/^\d+$/.test(digits)) return undefined;
  const number = Number(digits);
  return number >= min && number <= max ? number : undefined;
}

/** Reads the job list's URL state; unknown or invalid values are left out, never an error. */
export function parseJobSearchParams(params: RawParams): JobSearchState {
  const filters: JobFilters = {
    q: first(params, 'q')?.slice(0, MAX_TEXT_LENGTH),
    city: first(params, 'city'),
    company: first(params, 'company'),
    seniority: oneOf(seniorities, first(params, 'seniority')),
    workload: oneOf(workloads, first(params, 'workload')),
    workingMode: oneOf(workingModes, first(params, 'workingMode')),
    employmentType: oneOf(employmentTypes, first(params, 'employmentType')),
    salary: first(params, 'salary') === '1' ? true : undefined,
    minSalary: wholeNumber(first(params, 'minSalary'), 1, MAX_MIN_SALARY),
    sort: oneOf(jobSorts, first(params, 'sort')),
  };
  return { filters: withoutEmpty(filters), page: wholeNumber(first(params, 'page'), 1, MAX_PAGE) ?? 1 };
}

function withoutEmpty(filters: JobFilters): JobFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== null && value !== false && String(value).trim() !== '',
    ),
  );
}

/** The query parameters of a job search, in the order its URLs carry them. */
const JOB_SEARCH_PARAMS = [
  'q',
  'city',
  'company',
  'seniority',
  'workload',
  'workingMode',
  'employmentType',
  'salary',
  'minSalary',
  'sort',
] as const satisfies readonly (keyof JobFilters)[];

/**
 * The URL query of what a job search form holds: its filled fields in the URLs' order, the
 * default order left out. The page reads it as it reads any URL (`parseJobSearchParams`).
 */
export function formSearchQuery(data: FormData): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of JOB_SEARCH_PARAMS) {
    const value = data.get(name);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !(name === 'sort' && text === DEFAULT_JOB_SORT)) query[name] = text;
  }
  return query;
}

/** What a minimum salary field keeps of what was typed: its digits, at most the largest minimum. */
export function minSalaryDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits ? String(Math.min(Number(digits), MAX_MIN_SALARY)) : '';
}

/** The URL query of a search, in a stable order; page 1 is left out. */
export function jobSearchUrlQuery(filters: JobFilters, page = 1): Record<string, string> {
  const set = withoutEmpty(filters);
  const query: Record<string, string> = {};
  for (const name of JOB_SEARCH_PARAMS) {
    const value = set[name];
    if (value !== undefined) query[name] = value === true ? '1' : String(value).trim();
  }
  if (page > 1) query.page = String(page);
  return query;
}

/** How many filters are set (the order is none), for whether to offer clearing them. */
export function activeFilterCount(filters: JobFilters): number {
  return Object.keys(withoutEmpty(filters)).filter((name) => name !== 'sort').length;
}

/** The filters a phone folds behind 'Filters': all but the text, the city and the company (and the order). */
export const FOLDED_FILTERS = [
  'seniority',
  'workload',
  'workingMode',
  'employmentType',
  'salary',
  'minSalary',
] as const satisfies readonly (keyof JobFilters)[];

/** How many of the folded filters are set, for 'Filters (3)'. */
export function foldedFilterCount(filters: JobFilters): number {
  const set = withoutEmpty(filters);
  return FOLDED_FILTERS.filter((name) => name in set).length;
}
