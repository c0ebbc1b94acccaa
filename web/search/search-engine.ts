import type { EmploymentType, Seniority, WorkingMode, Workload } from '@tribe/schemas/job-enums';
import type { JobSort } from '@/lib/jobs/job-sort';

/** What a visitor filters job offers by, besides the salary. */
export interface JobFilters {
  text?: string;
  city?: string;
  companyId?: string;
  companySlug?: string;
  seniority?: Seniority;
  workload?: Workload;
  workingMode?: WorkingMode;
  employmentType?: EmploymentType;
  /** Only offers that state a salary. */
  withSalary?: boolean;
}

export interface JobSearchRequest extends JobFilters {
  /** In CZK a month, met by the upper bound (or the lower bound without one) after conversion. */
  minSalaryCzk?: number;
  sort: JobSort;
  /** Offers valid through an earlier moment are left out. */
  now: string;
  /** Only offers published after this moment and up to `publishedUntil` (a job alert's new offers). */
  publishedAfter?: string;
  publishedUntil?: string;
  /** Only these offers (those a job alert has mailed since its page was last opened). */
  onlyIds?: string[];
  /** Not these offers (those a job alert has already mailed). */
  exceptIds?: string[];
  offset: number;
  limit: number;
}

export const jobFacetNames = [
  'city',
  'company',
  'seniority',
  'workload',
  'workingMode',
  'employmentType',
] as const;
export type JobFacetName = (typeof jobFacetNames)[number];

/** Per filter, how many offers each value would find with the other filters as they are (company by slug). */
export type JobFacets = Record<JobFacetName, Record<string, number>>;

export interface JobSearchPage {
  /** The page's offers, in order. */
  ids: string[];
  total: number;
  facets: JobFacets;
  /** Per offer on the page, the indexed terms its text matched (for highlighting). */
  matchedTerms: Record<string, string[]>;
  /** When the text finds nothing: a close spelling of it that finds offers ('Did you mean …?'), else null. */
  suggestion: string | null;
}

/**
 * The search over job offers and companies. The embedded implementation keeps an in-process
 * index; one backed by PostgreSQL or a search server implements the same calls.
 */
export interface SearchEngine {
  searchJobs(request: JobSearchRequest): Promise<JobSearchPage>;
  /** The ids of the companies whose text matches, best first; null when `text` has no words. */
  matchCompanies(text: string): Promise<string[] | null>;
  /** Each offer searchable at `now` and its version in the index (see the job alerts' search journal). */
  searchableJobs(now: Date): ReadonlyMap<string, string>;
}
