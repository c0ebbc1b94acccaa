import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  applicationOfferQuery,
  citiesQuery,
  companyJobOffersQuery,
  exchangeRatesQuery,
  jobOfferClosingQuery,
  jobOfferQuery,
} from './queries';

/** The rates the salary filter converts with, and their date (null until an editor sets them). */
export const getExchangeRates = cache(() => fetchContent({ query: exchangeRatesQuery }));

const readJobOffer = cache((id: string, locale: Locale, perspective: Perspective) =>
  fetchContent({
    query: jobOfferQuery,
    params: { id, lang: locale, now: liveAt() },
    perspective,
  }),
);

/**
 * One job offer by id, with `live` false once it is past its valid-through date. The perspective
 * is always named, so a page's metadata and body share one read in a render however they ask.
 */
export const getJobOffer = (id: string, locale: Locale, perspective: Perspective = 'published') =>
  readJobOffer(id, locale, perspective);

/** The published offer an application is sent to, with its company, in one read (null when there is none). */
export const getApplicationOffer = (id: string, locale: Locale) =>
  fetchContent({ query: applicationOfferQuery, params: { id, lang: locale, now: liveAt() } });

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
