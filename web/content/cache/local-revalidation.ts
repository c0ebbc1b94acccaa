import { recordContentChange } from '@/config/content-changes.mjs';
import { dataDir } from '@/lib/repo-root';

/**
 * Offline, the local dataset announces each change to a published document, and the cached pages
 * expire: the change is recorded where the site's cache handler reads it before every lookup
 * (`config/cache-handler.mjs`), so it works outside any request, as the lake's front writes.
 */
export function expireAfterLocalChange(): void {
  recordContentChange(dataDir());
}
