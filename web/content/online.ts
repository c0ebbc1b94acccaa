import 'server-only';
import { CONTENT_TAG } from './cache/content-tags';
import type { Perspective } from './local/perspective';
import { sanityClient } from './sanity-client';

/** Content Lake query; published content is cached under CONTENT_TAG until a webhook revalidates it. */
export function fetchOnline<T>(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  const drafts = perspective === 'drafts';
  return sanityClient().fetch<T>(query, params, {
    perspective,
    useCdn: !drafts,
    ...(drafts ? { cache: 'no-store' } : { next: { tags: [CONTENT_TAG] } }),
  });
}
