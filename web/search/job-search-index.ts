import type { Locale } from '@tribe/routes';
import { locales } from '@tribe/routes';
import { type JobSearch, type JobSearchChoice, jobSearchChoiceNames } from '@/contracts/job-search';
import type { JobSearchDocumentsQueryResult } from '@/contracts/sanity.types';
import { messagesFor } from '@/i18n/messages';

/**
 * The one mapping between a job search (`JobSearch`) and the search index: what each offer is
 * counted and filtered by, and what a search asks the index for.
 */

type JobSource = JobSearchDocumentsQueryResult[number];

export type JobFacetName = 'city' | 'company' | JobSearchChoice;
export const jobFacetNames: readonly JobFacetName[] = ['city', 'company', ...jobSearchChoiceNames];

/** Per filter, how many offers each value would find with the other filters as they are (company by slug). */
export type JobFacets = Record<JobFacetName, Record<string, number>>;

interface Facet {
  /** The offer's value. */
  ofOffer: (job: JobSource) => string;
  /** The value the search asks for, if any. */
  wanted: (search: JobSearch) => string | undefined;
}

const facets: Record<JobFacetName, Facet> = {
  city: { ofOffer: (job) => job.city, wanted: (search) => search.city },
  company: { ofOffer: (job) => job.companySlug, wanted: (search) => search.company },
  seniority: { ofOffer: (job) => job.seniority, wanted: (search) => search.seniority },
  workload: { ofOffer: (job) => job.workload, wanted: (search) => search.workload },
  workingMode: { ofOffer: (job) => job.workingMode, wanted: (search) => search.workingMode },
  employmentType: { ofOffer: (job) => job.employmentType, wanted: (search) => search.employmentType },
  // Offers saved before the field existed need no licence.
  drivingLicence: {
    ofOffer: (job) => job.drivingLicence ?? 'none',
    wanted: (search) => search.drivingLicence,
  },
};

/** The choices whose names the text search finds an offer by ('senior', 'hybridně'). */
const SEARCHABLE_CHOICES = ['seniority', 'workload', 'workingMode', 'employmentType'] as const;

/** The offer's value of every facet. */
export function offerFacetValues(job: JobSource): Record<JobFacetName, string> {
  return Object.fromEntries(jobFacetNames.map((name) => [name, facets[name].ofOffer(job)])) as Record<
    JobFacetName,
    string
  >;
}

const enumsByLocale = locales.map((locale: Locale) => messagesFor(locale).Enums);

/** The names of the offer's choices in both languages, for the text search. */
export function offerChoiceLabels(job: JobSource): string[] {
  return enumsByLocale.flatMap((Enums) =>
    SEARCHABLE_CHOICES.map((name) => (Enums[name] as Record<string, string>)[facets[name].ofOffer(job)]),
  );
}

/** What a search asks the index: its words, the facet values it is limited to and its salary filters. */
export interface JobIndexQuery {
  text?: string;
  facetValues: Partial<Record<JobFacetName, string>>;
  withSalary: boolean;
  /** In CZK a month. */
  minSalaryCzk?: number;
}

export function jobIndexQuery(search: JobSearch): JobIndexQuery {
  const facetValues: Partial<Record<JobFacetName, string>> = {};
  for (const name of jobFacetNames) {
    const value = facets[name].wanted(search);
    if (value !== undefined) facetValues[name] = value;
  }
  return {
    text: search.q,
    facetValues,
    withSalary: search.salary === true,
    minSalaryCzk: search.minSalary,
  };
}
