import { revalidateTag } from 'next/cache';
import { CONTENT_TAG } from '@/config/content-changes.mjs';

export { CONTENT_TAG };

/**
 * Expires the cached content and every page built from it at once: the next request for a page
 * renders it with the content as it is now. Inside a request (the Sanity webhook).
 */
export function expireContent(): void {
  revalidateTag(CONTENT_TAG, { expire: 0 });
}
