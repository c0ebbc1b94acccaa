import type { Locale } from '@/i18n/pathnames';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import { companiesQuery, companyByIdQuery, companyBySlugQuery, companyOptionsQuery } from './queries';

export interface CompanyFilters {
  locale: Locale;
  search?: string;
  city?: string;
}

/** Company cards, by name; `search` matches words of the name and description. */
export function listCompanies({ locale, search, city }: CompanyFilters) {
  return fetchContent({
    query: companiesQuery,
    params: { lang: locale, search: searchPattern(search), city: city || null, now: liveAt() },
  });
}

export function getCompany(slug: string, locale: Locale, perspective?: Perspective) {
  return fetchContent({
    query: companyBySlugQuery,
    params: { slug, lang: locale, now: liveAt() },
    perspective,
  });
}

export function getCompanyById(id: string, locale: Locale, perspective?: Perspective) {
  return fetchContent({
    query: companyByIdQuery,
    params: { id, lang: locale, now: liveAt() },
    perspective,
  });
}

export function listCompanyOptions() {
  return fetchContent({ query: companyOptionsQuery });
}

/** A GROQ `match` pattern from what a visitor typed: every word, as a prefix. Null for nothing. */
export function searchPattern(text: string | undefined): string[] | null {
  const words = (text ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[*"\\]/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}*`) : null;
}
