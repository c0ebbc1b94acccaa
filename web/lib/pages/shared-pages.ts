import { LIST_VARIANTS } from './filtered-lists';

// Internal paths (after the locale proxy) of the pages Next.js renders per request although
// they show every visitor the same thing: the filtered lists, job details and articles.
const SHARED_PER_REQUEST = [
  new RegExp(`^/[a-z]{2}/(?:jobs|companies|company/[^/]+/jobs)/${LIST_VARIANTS.filtered}$`),
  /^\/[a-z]{2}\/company\/[^/]+\/jobs\/[^/]+\/[^/]+$/,
  /^\/[a-z]{2}\/magazine\/(?!preview\/)[^/]+\/[^/]+$/,
];

/** Job details and lists show offers until their valid-through date: shared answers are renewed after 10 minutes. */
export const SHARED_PAGE_MAX_AGE_SECONDS = 600;

/** Whether a page rendered per request holds nothing personal, so its answer may be shared per address. */
export function isSharedPerRequestPage(internalPath: string): boolean {
  return SHARED_PER_REQUEST.some((pattern) => pattern.test(internalPath));
}
