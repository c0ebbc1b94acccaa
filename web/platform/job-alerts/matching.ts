import { liveAt } from '@/content/live-at';
import type { JobSearch } from '@/contracts/job-search';
import type { JobSearchRequest, SearchEngine } from '@/search/search-engine';

/** How many new offers a digest lists; the rest are counted and one link shows them all. */
export const DIGEST_OFFERS = 10;

/** Which of the offers live at `until` an alert's search looks at. */
export interface AlertScope {
  until: Date;
  /** Only those published after this moment and up to `until`. */
  after?: Date;
  onlyIds?: string[];
  exceptIds?: string[];
}

/** The search an alert saved, as the jobs page runs it, newest first, over the offers in the scope. */
export function alertSearchRequest(search: JobSearch, scope: AlertScope, limit: number): JobSearchRequest {
  return {
    search,
    // Digests and the alert's page list the newest first, whatever order the search was saved with.
    sort: 'newest',
    now: liveAt(scope.until),
    publishedAfter: scope.after?.toISOString(),
    publishedUntil: scope.after ? scope.until.toISOString() : undefined,
    onlyIds: scope.onlyIds,
    exceptIds: scope.exceptIds,
    offset: 0,
    limit,
  };
}

/** Every live offer the alert's search finds in the scope, newest first. */
export async function offersFor(
  engine: SearchEngine,
  search: JobSearch,
  scope: AlertScope,
): Promise<string[]> {
  return (await engine.searchJobs(alertSearchRequest(search, scope, Number.MAX_SAFE_INTEGER))).ids;
}

/** How many live offers the alert's search finds in the scope. */
export async function countOffersFor(
  engine: SearchEngine,
  search: JobSearch,
  scope: AlertScope,
): Promise<number> {
  return (await engine.searchJobs(alertSearchRequest(search, scope, 0))).total;
}
