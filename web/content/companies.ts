import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import { companyFilterOptions } from '@/lib/companies/filter-options';
import { fetchContent, fetchFreshContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  applicationCompanyQuery,
  companyByIdQuery,
  companyBySlugQuery,
  companyFilterOptionsQuery,
  companyIdByIcoQuery,
  companyOptionsQuery,
} from './queries';

/** The cities, industries and value tags the company list's filters offer. */
export async function getCompanyFilterOptions(locale: Locale) {
  const raw = await fetchContent({ query: companyFilterOptionsQuery, params: { lang: locale } });
  return companyFilterOptions(raw, locale);
}

export const getCompany = cache((slug: string, locale: Locale, perspective?: Perspective) =>
  fetchContent({
    query: companyBySlugQuery,
    params: { slug, lang: locale, now: liveAt() },
    perspective,
  }),
);

export const getCompanyById = cache((id: string, locale: Locale, perspective?: Perspective) =>
  fetchContent({
    query: companyByIdQuery,
    params: { id, lang: locale, now: liveAt() },
    perspective,
  }),
);

export const listCompanyOptions = cache(() => fetchContent({ query: companyOptionsQuery }));

/** A company's recruiting contact and promised answer time, for applications (never shown on the site). */
export const getApplicationCompany = (id: string) =>
  fetchContent({ query: applicationCompanyQuery, params: { id } });

/** The published company with this company number (IČO), read past the caches, or null. */
export const companyIdWithIco = (ico: string) =>
  fetchFreshContent({ query: companyIdByIcoQuery, params: { ico } });
