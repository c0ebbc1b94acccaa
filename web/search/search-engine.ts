import type { JobSearch } from '@/contracts/job-search';
import type { JobSort } from '@/contracts/job-sort';
import type { JobFacets } from './job-search-index';
import type { Respelling } from './text-index';

export interface JobSearchRequest {
  search: JobSearch;
  /** Only this company's offers (its own job list), by id. */
  companyId?: string;
  /** The order of the page (the search's own, or newest first for an alert). */
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

export interface JobSearchPage {
  /** The page's offers, in order. */
  ids: string[];
  total: number;
  facets: JobFacets;
  /** Per offer on the page, the indexed terms its text matched (for highlighting). */
  matchedTerms: Record<string, string[]>;
  /** When the text finds nothing: a close spelling of it that finds offers ('Did you mean …?'), else null. */
  suggestion: string | null;
  /** The text's word, as typed, that no offer has and the search left out (said beside the offers), else null. */
  leftOut: string | null;
  /** The text's word, as typed, that no offer has, and the close spelling offers have that found them (said beside the offers), else null. */
  respelled: Respelling | null;
  /**
   * When a text of several words finds nothing and no close spelling would: the text with one
   * word left out, each that finds offers with the same filters, and how many.
   */
  fewerWords: FewerWords[];
}

/** A shorter text to search instead, and how many offers it finds. */
export interface FewerWords {
  query: string;
  total: number;
}

/**
 * The search over job offers and companies. The embedded implementation keeps an in-process
 * index; one backed by PostgreSQL or a search server implements the same calls.
 */
export interface SearchEngine {
  searchJobs(request: JobSearchRequest): Promise<JobSearchPage>;
  /** The ids of the companies whose text matches, best first; null when `text` has no words. */
  matchCompanies(text: string): Promise<string[] | null>;
  /**
   * For a text no company matches: a close spelling of it, of words companies are named or
   * labelled by ('Did you mean …?'), else null. The caller checks it finds companies under its
   * filters.
   */
  companySpelling(text: string): Promise<string | null>;
  /** Each offer searchable at `now` and its version in the index (see the job alerts' search journal). */
  searchableJobs(now: Date): ReadonlyMap<string, string>;
}
