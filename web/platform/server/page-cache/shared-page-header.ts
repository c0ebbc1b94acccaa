/**
 * Set by the locale proxy on a page the framework renders per request but whose answer holds
 * nothing personal (a filtered list: the same query shows everyone the same offers), with the
 * seconds it may be shared for; the page cache keeps such an answer per address, and the header
 * is removed before the answer leaves.
 */
export const SHARED_PAGE_HEADER = 'x-shared-page-max-age';

/** Lists show offers until their valid-through date, so a shared filtered list is asked again after 10 minutes. */
export const FILTERED_LIST_MAX_AGE_SECONDS = 600;
