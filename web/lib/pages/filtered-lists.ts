import { matchInternalPath, routeFacts } from '@tribe/routes';

/** A list page's query, as Next.js hands it to a page. */
export type ListSearchParams = Record<string, string | string[] | undefined>;

/**
 * Each filterable list has two pages under its route: the plain list, prerendered and cached
 * once per path and locale, and the filtered list (a query string with filters or a page
 * number), rendered per request.
 */
export const LIST_VARIANTS = { cached: 'list', filtered: 'search' } as const;

const ROUTER_CACHE_PARAM = '_rsc';

/** Whether an internal path (after the locale proxy) names a list that filters by query string. */
export function isFilterableList(internalPath: string): boolean {
  const match = matchInternalPath(internalPath);
  return Boolean(match && 'filterable' in routeFacts[match.route]);
}

/**
 * The internal path that serves a list: its filtered page when the request has a query string,
 * else its cached page; null for a path that is no filterable list. Both live below the list's
 * own path, so no public URL equals the path that serves it, in either locale: Next.js's router
 * then asks the server for every new query instead of reusing the cached list for it.
 */
export function listVariantPath(internalPath: string, search: string): string | null {
  if (!isFilterableList(internalPath)) return null;
  const query = new URLSearchParams(search);
  // The router's own cache-busting parameter on client navigations is no query of the page.
  query.delete(ROUTER_CACHE_PARAM);
  const filtered = query.size > 0;
  return `${internalPath}/${filtered ? LIST_VARIANTS.filtered : LIST_VARIANTS.cached}`;
}
