import 'server-only';
import type { Locale } from '@tribe/routes';
import type { EmploymentType, Seniority, WorkingMode, Workload } from '@tribe/schemas/job-enums';
import { cache } from 'react';
import { searchPattern } from './companies';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  citiesQuery,
  companyJobOffersQuery,
  jobOfferClosingQuery,
  jobOfferQuery,
  jobSearchQuery,
} from './queries';

export interface JobSearch {
  locale: Locale;
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
  /** Offers whose upper bound (or lower bound, without an upper one) reaches this monthly amount. */
  minSalary?: number;
  limit?: number;
  offset?: number;
}

export const JOBS_PAGE_SIZE = 20;

/** Live job offers matching every given filter, newest first, one page at a time, with the total count. */
export function searchJobOffers(search: JobSearch) {
  const offset = Math.max(0, search.offset ?? 0);
  const limit = Math.min(100, Math.max(1, search.limit ?? JOBS_PAGE_SIZE));
  return fetchContent({
    query: jobSearchQuery,
    params: {
      lang: search.locale,
      now: liveAt(),
      text: searchPattern(search.text),
      city: search.city || null,
      companyId: search.companyId || null,
      companySlug: search.companySlug || null,
      seniority: search.seniority ?? null,
      workload: search.workload ?? null,
      workingMode: search.workingMode ?? null,
      employmentType: search.employmentType ?? null,
      salary: search.withSalary === true,
      minSalary: search.minSalary ?? null,
      offset,
      end: offset + limit,
    },
  });
}

/** One job offer by id, with `live` false once it is past its valid-through date. */
export const getJobOffer = cache((id: string, locale: Locale, perspective?: Perspective) =>
  fetchContent({
    query: jobOfferQuery,
    params: { id, lang: locale, now: liveAt() },
    perspective,
  }),
);

/** The newest live offers of one company (the job-offers call of spec section 7). */
export const listJobOffersForCompany = cache((companyId: string, locale: Locale, limit: number) =>
  fetchContent({
    query: companyJobOffersQuery,
    params: { companyId, lang: locale, limit, now: liveAt() },
  }),
);

export const listCities = cache(() => fetchContent({ query: citiesQuery }));

/** The published state of the given offers (for data retention); unpublished or deleted ones are absent. */
export const getPublishedJobOfferStates = (ids: string[]) =>
  fetchContent({ query: jobOfferClosingQuery, params: { ids } });
