import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent, type Perspective } from '@/content/fetch';
import { liveAt } from '@/content/live-at';
import { companySearchQuery } from '@/content/queries';
import { COMPANIES_PAGE_SIZE } from '@/lib/companies/company-filters';
import { searchEngine } from './search-engine-instance';

export interface CompanySearch {
  locale: Locale;
  text?: string;
  city?: string | null;
  /** An industry's English label. */
  industry?: string | null;
  value?: string | null;
  page?: number;
  /** 'drafts' in draft mode: the cards show the companies' drafts. */
  perspective?: Perspective;
}

/**
 * One page of company cards matching every given filter, with the total count: by name, or with
 * a text the best match first (the search's order). A page past the last one has no cards.
 */
export async function searchCompanies(search: CompanySearch) {
  const ids = search.text ? await (await searchEngine()).matchCompanies(search.text) : null;
  const page = Math.max(1, search.page ?? 1);
  const [offset, end] = [(page - 1) * COMPANIES_PAGE_SIZE, page * COMPANIES_PAGE_SIZE];
  const result = await fetchContent({
    query: companySearchQuery,
    params: {
      lang: search.locale,
      now: liveAt(),
      ids,
      city: search.city || null,
      industry: search.industry || null,
      value: search.value || null,
      // Matched companies are few: all are read, put in the search's order, then paged.
      offset: ids ? 0 : offset,
      end: ids ? ids.length : end,
    },
    perspective: search.perspective,
  });
  if (!ids) return result;
  const place = new Map(ids.map((id, at) => [id, at]));
  const ranked = result.items.toSorted((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  return { ...result, items: ranked.slice(offset, end) };
}

/**
 * For a text no company matches: a close spelling that finds companies under the same filters
 * ('Did you mean …?'), else null.
 */
export async function companySpelling(search: CompanySearch): Promise<string | null> {
  if (!search.text) return null;
  const spelling = await (await searchEngine()).companySpelling(search.text);
  if (!spelling) return null;
  const { total } = await searchCompanies({ ...search, text: spelling, page: 1 });
  return total > 0 ? spelling : null;
}
