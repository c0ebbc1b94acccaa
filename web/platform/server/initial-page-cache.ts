import 'server-only';
import path from 'node:path';
import { registerInitialCache } from '@fortedigital/nextjs-cache-handler/instrumentation';
import SiteCacheHandler from '../../config/cache-handler.mjs';

/**
 * Hands the site's cache handler the pages and content reads prerendered at build time, as
 * Next.js's own cache would have served them: the handler starts empty, and without them every
 * page would need the Content Lake again after a start. Each entry keeps its build time, so one
 * whose content changed since is not taken (and, in Redis, an entry already there is kept).
 */
export async function seedPageCache(webDir: string): Promise<void> {
  await registerInitialCache(SiteCacheHandler, {
    buildDir: path.join(webDir, process.env.NEXT_DIST_DIR || '.next'),
    setOnlyIfNotExists: true,
  });
}
