import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  citiesQuery,
  companyJobOffersQuery,
  exchangeRatesQuery,
  jobOfferClosingQuery,
  jobOfferQuery,
} from './queries';

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
