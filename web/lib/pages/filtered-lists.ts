/** A list page's query, as Next.js hands it to a page. */
export type ListSearchParams = Record<string, string | string[] | undefined>;

/** The segment under a list route where its filtered variant, rendered per request, lives. */
export const FILTERED_LIST_SEGMENT = 'search';

// Internal paths (after the locale proxy) of the lists that filter by query string.
const FILTERABLE_LISTS = [
  /^\/[a-z]{2}\/jobs$/,
  /^\/[a-z]{2}\/companies$/,
  /^\/[a-z]{2}\/company\/[^/]+\/jobs$/,
];

/**
 * Lists are cached once per path and locale; a list with a query string (filters or a page
 * number) must render per request, so it is served by the list's filtered variant instead.
 * Answers that variant's internal path, or null when the request stays where it is.
 */
export function filteredListPath(internalPath: string, search: string): string | null {
  if (search === '' || search === '?' || !isFilterableList(internalPath)) return null;
  return `${internalPath}/${FILTERED_LIST_SEGMENT}`;
}

export function isFilterableList(internalPath: string): boolean {
  return FILTERABLE_LISTS.some((pattern) => pattern.test(internalPath));
}
