import { recordContentChange } from '@/config/content-changes.mjs';
import { dataDir } from '@/lib/repo-root';
import { log } from '@/server/log/logger';

/**
 * Offline, the local dataset announces each change to a published document, and the cached pages
 * expire: the change goes out on the `content-changed` channel, which the site's cache handler
 * (`config/cache-handler.mjs`) reads before every lookup, so it works outside any request, as the
 * lake's front writes.
 */
export function expireAfterLocalChange(): void {
  recordContentChange(dataDir()).catch((error) =>
    log.error({ err: error }, 'A content change did not reach the other instances'),
  );
}
