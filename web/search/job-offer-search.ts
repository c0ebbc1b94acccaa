import 'server-only';
import type { Locale } from '@tribe/routes';
import { fetchContent, type Perspective } from '@/content/fetch';
import { liveAt } from '@/content/live-at';
import { jobCardsQuery } from '@/content/queries';
import type { JobSearch } from '@/contracts/job-search';
import { DEFAULT_JOB_SORT } from '@/contracts/job-sort';
import { searchEngine } from './search-engine-instance';

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
    leftOut: page.leftOut,
    respelled: page.respelled,
    fewerWords: page.fewerWords,
  };
}
