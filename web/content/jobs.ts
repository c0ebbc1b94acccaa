import 'server-only';
import type { Locale } from '@tribe/routes';
import type { EmploymentType, Seniority, WorkingMode, Workload } from '@tribe/schemas/job-enums';
import { cache } from 'react';
import { searchPattern } from './companies';
import { fetchContent, type Perspective } from './fetch';
import { citiesQuery, companyJobOffersQuery, jobOfferQuery, jobSearchQuery } from './queries';

export interface JobSearch {
  locale: Locale;
  text?: string;
  city?: string;
  companyId?: string;
  seniority?: Seniority;
  workload?: Workload;
  workingMode?: WorkingMode;
  employmentType?: EmploymentType;
  limit?: number;
  offset?: number;
}

export const JOBS_PAGE_SIZE = 20;

/** Job offers matching every given filter, newest first, one page at a time, with the total count. */
export function searchJobOffers(search: JobSearch) {
  const offset = Math.max(0, search.offset ?? 0);
  const limit = Math.min(100, Math.max(1, search.limit ?? JOBS_PAGE_SIZE));
  return fetchContent({
    query: jobSearchQuery,
    params: {
      lang: search.locale,
      text: searchPattern(search.text),
      city: search.city || null,
      companyId: search.companyId || null,
      seniority: search.seniority ?? null,
      workload: search.workload ?? null,
      workingMode: search.workingMode ?? null,
      employmentType: search.employmentType ?? null,
      offset,
      end: offset + limit,
    },
  });
}

export const getJobOffer = cache((id: string, locale: Locale, perspective?: Perspective) =>
  fetchContent({
    query: jobOfferQuery,
    params: { id, lang: locale },
    perspective,
  }),
);

/** The newest offers of one company (the job-offers call of spec section 7). */
export const listJobOffersForCompany = cache((companyId: string, locale: Locale, limit: number) =>
  fetchContent({
    query: companyJobOffersQuery,
    params: { companyId, lang: locale, limit },
  }),
);

export const listCities = cache(() => fetchContent({ query: citiesQuery }));
