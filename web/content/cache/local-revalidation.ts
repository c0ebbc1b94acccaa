import { log } from '@/platform/log/logger';
import { expireContent } from './content-tags';

/**
 * Offline, the local dataset announces each change to a published document, and the cached pages
 * expire. A change is written by a request (a route handler or server action), and the listener
 * runs inside that request, where Next.js accepts a revalidation. A change written outside any
 * request (a script) cannot reach Next.js's cache and is logged.
 */
export function expireAfterLocalChange(changedIds: string[]): void {
  try {
    expireContent();
  } catch (error) {
    log.warn(
      { err: error },
      `Local content changed (${changedIds.join(', ')}) outside a request; cached pages keep the old copy`,
    );
  }
}
