import { revalidateTag } from 'next/cache';
import { sharedPageCache } from '@/platform/server/page-cache/page-cache-store';

/** Every cached read of published content, and so every cached page built from one, carries this tag. */
export const CONTENT_TAG = 'content';

/**
 * Expires the cached content and the pages built from it at once (the next request renders
 * afresh, rather than being served the stale copy while it does), and empties the page cache
 * in front of them.
 */
export function expireContent(): void {
  sharedPageCache().clear();
  revalidateTag(CONTENT_TAG, { expire: 0 });
}
