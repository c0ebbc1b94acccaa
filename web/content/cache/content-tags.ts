import { revalidateTag } from 'next/cache';
import { sharedPageCache } from '@/platform/server/page-cache/page-cache-store';

/** Every cached read of published content, and so every cached page built from one, carries this tag. */
export const CONTENT_TAG = 'content';

/**
 * Expires the cached content and the framework's pages built from it at once (a render reads
 * the content afresh), and marks every page of the page cache in front of them stale: visitors
 * are served the old copy while the server renders each page again.
 */
export function expireContent(): void {
  sharedPageCache().markAllStale();
  revalidateTag(CONTENT_TAG, { expire: 0 });
}
