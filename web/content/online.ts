import 'server-only';
import { CONTENT_TAG } from './cache/content-tags';
import type { Perspective } from './local-dataset';
import { sanityClient } from './sanity-client';
import { previewStega } from './stega';

/**
 * Content Lake query; published content is cached under CONTENT_TAG until a webhook revalidates
 * it and never carries stega marks (a `fresh` read skips both caches). Drafts (previews, draft mode only) are read fresh with the
 * read token and stega-encoded for the overlays.
 */
export function fetchOnline<T>(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<T> {
  if (perspective === 'drafts') {
    return sanityClient().fetch<T>(query, params, {
      perspective,
      useCdn: false,
      stega: previewStega,
      cache: 'no-store',
    });
  }
  if (fresh)
    return sanityClient().fetch<T>(query, params, {
      perspective,
      useCdn: false,
      stega: false,
      cache: 'no-store',
    });
  return sanityClient().fetch<T>(query, params, {
    perspective,
    useCdn: true,
    stega: false,
    next: { tags: [CONTENT_TAG] },
  });
}
