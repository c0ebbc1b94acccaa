import { eventsEndpoint } from '@/contracts/endpoints/events';
import type { PageEvent } from '@/contracts/numbers';

/** As PAGE_EVENT_BATCH in the contract, which this file does not import: it brings the validation library. */
const BATCH = 20;
const queue: PageEvent[] = [];
let referrerTaken = false;
let listening = false;

/** Sends what is queued, after the page's own work: one beacon per batch, no answer awaited. */
function flush() {
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, BATCH) });
    navigator.sendBeacon(eventsEndpoint, new Blob([body], { type: 'application/json' }));
  }
}

/**
 * Queues a page event for the company's numbers; the queue goes out when the visitor leaves or
 * hides the page. Nothing is queued for a visitor who asks not to be tracked (Do Not Track or
 * Global Privacy Control). The referrer goes with the page load's first event only: later views
 * in the same tab came from the site itself.
 */
export function queuePageEvent(event: PageEvent) {
  if (navigator.doNotTrack === '1' || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)
    return;
  queue.push(referrerTaken || !document.referrer ? event : { ...event, referrer: document.referrer });
  referrerTaken = true;
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
  if (queue.length >= BATCH) flush();
}
