import { matchInternalPath, routeFacts } from '@tribe/routes';
import { isFilterableList, LIST_VARIANTS } from './filtered-lists';

/** Job details and lists show offers until their valid-through date: shared answers are renewed after 10 minutes. */
export const SHARED_PAGE_MAX_AGE_SECONDS = 600;

const FILTERED_SUFFIX = `/${LIST_VARIANTS.filtered}`;

/**
 * Whether a page Next.js renders per request shows every visitor the same thing, so its answer
 * may be shared per address: a filtered list, or a route whose cache class says so.
 */
export function isSharedPerRequestPage(internalPath: string): boolean {
  if (
    internalPath.endsWith(FILTERED_SUFFIX) &&
    isFilterableList(internalPath.slice(0, -FILTERED_SUFFIX.length))
  ) {
    return true;
  }
  const match = matchInternalPath(internalPath);
  return match !== null && routeFacts[match.route].cache === 'shared-per-request';
}
