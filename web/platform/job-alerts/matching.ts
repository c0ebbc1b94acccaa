import { liveAt } from '@/content/live-at';
import type { JobSearchRequest, SearchEngine } from '@/content/search/search-engine';
import type { JobAlertFilters } from '@/contracts/job-alerts';

/** How many new offers a digest lists; the rest are counted and one link shows them all. */
export const DIGEST_OFFERS = 10;

/**
 * The search an alert saved, as the jobs page runs it, newest first, over the offers live at
 * `until`; with `after`, only those published after it and up to `until`.
 */
export function alertSearchRequest(
  filters: JobAlertFilters,
  window: { after?: Date; until: Date },
  limit = DIGEST_OFFERS,
): JobSearchRequest {
  return {
    text: filters.q,
    city: filters.city,
    companySlug: filters.company,
    seniority: filters.seniority,
    workload: filters.workload,
    workingMode: filters.workingMode,
    employmentType: filters.employmentType,
    withSalary: filters.salary,
    minSalaryCzk: filters.minSalary,
    // Digests and the alert's page list the newest first, whatever order the search was saved with.
    sort: 'newest',
    now: liveAt(window.until),
    publishedAfter: window.after?.toISOString(),
    publishedUntil: window.after ? window.until.toISOString() : undefined,
    offset: 0,
    limit,
  };
}

/** The live offers the alert's search finds among those published in the window: the first ids and the count. */
export async function newOffersFor(
  engine: SearchEngine,
  filters: JobAlertFilters,
  window: { after: Date; until: Date },
  limit = DIGEST_OFFERS,
): Promise<{ ids: string[]; total: number }> {
  const page = await engine.searchJobs(alertSearchRequest(filters, window, limit));
  return { ids: page.ids, total: page.total };
}
