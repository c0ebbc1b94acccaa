/**
 * Set by the server on its own request that renders a stale page of the page cache afresh: the
 * answer replaces the stale copy instead of being served from it. The request guard removes it
 * from every request that is not that one.
 */
export const REFRESH_PAGE_HEADER = 'x-refresh-page';
