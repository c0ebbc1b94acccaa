import { matchInternalPath, routeFacts } from '@tribe/routes';
import { isFilterableList, LIST_VARIANTS } from './filtered-lists';

const FILTERED_SUFFIX = `/${LIST_VARIANTS.filtered}`;

/**
 * Whether the page at an internal path (a list's variant included) is rendered for each request,
 * never served from the cache: a filtered list, or a route whose cache class is not `prerendered`
 * (job details, articles, the profile area, previews).
 */
export function rendersPerRequest(internalPath: string): boolean {
  if (internalPath.endsWith(FILTERED_SUFFIX)) {
    return isFilterableList(internalPath.slice(0, -FILTERED_SUFFIX.length));
  }
  const match = matchInternalPath(internalPath);
  return match !== null && routeFacts[match.route].cache !== 'prerendered';
}
