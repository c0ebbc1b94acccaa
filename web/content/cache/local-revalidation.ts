import { log } from '@/platform/log/logger';
import { answerContentRereads } from '@/platform/server/page-cache/content-reads';
import type { LocalDataset } from '../local/local-dataset';
import { isDraftId } from '../local/perspective';
import { expireContent } from './content-tags';

/**
 * Offline, the local dataset announces each change; the cached pages expire with a change to a
 * published document (a draft, written with every keystroke in the Studio, shows only in draft
 * mode, which reads past the cache). A change is written by a request (a route handler or server
 * action), and the listener runs inside that request, where Next.js accepts a revalidation. A
 * change written outside any request (a script) cannot reach Next.js's cache and is logged.
 * The page cache may ask the dataset again, in-process, which of its stale pages really changed.
 */
export function revalidateOnLocalChange(dataset: LocalDataset): void {
  answerContentRereads((query, params) => dataset.query(query, params, 'published'));
  dataset.subscribe((changedIds) => {
    if (changedIds.every(isDraftId)) return;
    try {
      expireContent();
    } catch (error) {
      log.warn(
        { err: error },
        `Local content changed (${changedIds.join(', ')}) outside a request; cached pages keep the old copy`,
      );
    }
  });
}
