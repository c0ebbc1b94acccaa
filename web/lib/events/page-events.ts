import { eventsEndpoint } from '@/contracts/endpoints/events';
import type { PageEvent } from '@/contracts/numbers';
import { whenIdle } from '@/lib/browser/when-idle';

/** As PAGE_EVENT_BATCH in the contract, which this file does not import: it brings the validation library. */
const BATCH = 20;
/** How long a queued event may wait for an idle moment before it goes anyway. */
const SEND_WITHIN_MS = 2000;
const queue: PageEvent[] = [];
let referrerTaken = false;
let listening = false;
let scheduled = false;

/** Sends what is queued: one beacon per batch, no answer awaited. */
function flush() {
  scheduled = false;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, BATCH) });
    navigator.sendBeacon(eventsEndpoint, new Blob([body], { type: 'application/json' }));
  }
}

/**
 * Queues a page event for the company's numbers. The queue goes out at the browser's next idle
 * moment, so the page's own work comes first and a view counts even when the tab is later closed
 * without a `pagehide` (as phones do); leaving or hiding the page sends whatever is still queued.
 * Nothing is queued for a visitor who asks not to be tracked (Do Not Track or Global Privacy
 * Control). The referrer goes with the page load's first event only: later views in the same tab
 * came from the site itself.
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
  else if (!scheduled) {
    scheduled = true;
    whenIdle(flush, SEND_WITHIN_MS);
  }
}
