/**
 * Set by the locale proxy on a page the framework renders per request but whose answer holds
 * nothing personal (a filtered list, a job detail, an article), with the seconds it may be shared
 * for; the page cache keeps such an answer per address, and the header is removed before the
 * answer leaves.
 */
export const SHARED_PAGE_HEADER = 'x-shared-page-max-age';
