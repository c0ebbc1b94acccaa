import { log } from '@/platform/log/logger';
import type { LocalDataset } from '../local/local-dataset';
import { expireContent } from './content-tags';

/**
 * Offline, the local dataset announces each change; the cached pages expire with it. A change is
 * written by a request (a route handler or server action), and the listener runs inside that
 * request, where Next.js accepts a revalidation. A change written outside any request (a script)
 * cannot reach the page cache and is logged instead.
 */
export function revalidateOnLocalChange(dataset: LocalDataset): void {
  dataset.subscribe((changedIds) => {
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
