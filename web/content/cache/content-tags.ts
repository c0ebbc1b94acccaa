import { revalidateTag } from 'next/cache';

/** Every cached read of published content, and so every cached page built from one, carries this tag. */
export const CONTENT_TAG = 'content';

/**
 * Expires the cached content and every page built from it at once: the next request for a page
 * renders it with the content as it is now.
 */
export function expireContent(): void {
  revalidateTag(CONTENT_TAG, { expire: 0 });
}
