import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import type { JobSearch } from '@/contracts/job-search';
import { DEFAULT_JOB_SORT } from '@/lib/jobs/job-sort';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  citiesQuery,
  companyJobOffersQuery,
  exchangeRatesQuery,
  jobCardsQuery,
  jobOfferClosingQuery,
  jobOfferQuery,
} from './queries';
import { searchEngine } from '@/search/search-engine-instance';

export interface JobSearchOptions {
  locale: Locale;
  /** Only this company's offers (its own job list), by id. */
  companyId?: string;
  limit?: number;
  offset?: number;
  /** 'drafts' in draft mode: the cards show the offers' drafts (the search runs on what is published). */
  perspective?: Perspective;
}

export const JOBS_PAGE_SIZE = 20;

/**
 * One page of live job offers matching every given filter, in the chosen order (by relevance
 * unless told otherwise: newest first without text), with the total count, each filter's counts
 * and the terms each offer's text matched.
 */
export async function searchJobOffers(
  search: JobSearch,
  { locale, companyId, offset: requestedOffset, limit: requestedLimit, perspective }: JobSearchOptions,
) {
  const offset = Math.max(0, requestedOffset ?? 0);
  const limit = Math.min(100, Math.max(1, requestedLimit ?? JOBS_PAGE_SIZE));
  const page = await (await searchEngine()).searchJobs({
    search,
    companyId,
    sort: search.sort ?? DEFAULT_JOB_SORT,
    now: liveAt(),
    offset,
    limit,
  });
  const cards = page.ids.length
    ? await fetchContent({ query: jobCardsQuery, params: { ids: page.ids, lang: locale }, perspective })
    : [];
  const cardsById = new Map(cards.map((card) => [card.id, card]));
  return {
    items: page.ids.flatMap((id) => cardsById.get(id) ?? []),
    total: page.total,
    facets: page.facets,
    matchedTerms: page.matchedTerms,
    suggestion: page.suggestion,
  };
}

/** The rates the salary filter converts with, and their date (null until an editor sets them). */
export const getExchangeRates = cache(() => fetchContent({ query: exchangeRatesQuery }));

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
