import { CacheHandler } from '@fortedigital/nextjs-cache-handler';

/** The site's cache handler (cache-handler.mjs), as Next.js makes it. */
export default class SiteCacheHandler extends CacheHandler {}
