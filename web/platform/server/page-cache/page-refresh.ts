import 'server-only';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { LOCALE_COOKIE } from '@tribe/routes';
import { log } from '../../log/logger';
import { ownRequestMarker } from '../own-requests/own-request-marker';
import { contentReadsUnchanged } from './content-reads';
import { sharedPageCache } from './page-cache-store';
import { REFRESH_PAGE_HEADER } from './refresh-page-header';

interface RefreshRequest {
  host: string | undefined;
  port: number | undefined;
  path: string;
  headers: OutgoingHttpHeaders;
}

const REFRESH_TIMEOUT_MS = 30_000;
// The request headers a public page's answer may depend on (what its cache key holds).
const PAGE_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding'] as const;
const LOCALE_COOKIE_PAIR = new RegExp(`(?:^|;\\s*)(${LOCALE_COOKIE}=[^;]*)`);

// Stale pages waiting for their refresh, or in it, by cache key.
const waiting = new Map<string, RefreshRequest>();
let refreshing = false;

/**
 * Brings a stale page up to date. A page whose content queries all answer as they did when it
 * was rendered shows nothing that changed: it is confirmed as it is (an edit to one company's
 * description renders that company's pages again, not every list). Any other page is rendered
 * again: the server asks itself for the same address as the visitor who was just served the
 * stale copy, and the answer replaces it in the page cache. Refreshes run one at a time, so that
 * the work after a content change does not crowd out the visitors' requests.
 * A page whose refresh cannot be kept (it is gone, failed or is now personal) is forgotten, and
 * its next visitor has it rendered; one that content changed under while rendering goes again.
 */
export function refreshStalePage(cacheKey: string, request: IncomingMessage): void {
  if (waiting.has(cacheKey)) return;
  waiting.set(cacheKey, ownRefreshRequest(request));
  if (!refreshing) void refreshWaitingPages();
}

/** Whether a request is the server's own refresh of a stale page. */
export const isPageRefresh = (request: IncomingMessage) => request.headers[REFRESH_PAGE_HEADER] !== undefined;

async function refreshWaitingPages(): Promise<void> {
  refreshing = true;
  const cache = sharedPageCache();
  for (const [cacheKey, refresh] of waiting) {
    const generation = cache.generation;
    try {
      if (await contentReadsUnchanged(cache.get(cacheKey)?.reads)) cache.confirm(cacheKey, generation);
      else await send(refresh);
    } catch (error) {
      log.warn({ err: error, path: refresh.path }, 'A stale page could not be brought up to date');
    }
    waiting.delete(cacheKey);
    const page = cache.get(cacheKey);
    if (page === undefined || !cache.isStale(page)) continue;
    if (cache.generation === generation) cache.forget(cacheKey);
    else waiting.set(cacheKey, refresh);
  }
  refreshing = false;
}

function ownRefreshRequest(request: IncomingMessage): RefreshRequest {
  const headers: Record<string, string | string[]> = ownRequestMarker(REFRESH_PAGE_HEADER);
  for (const name of PAGE_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const localeCookie = LOCALE_COOKIE_PAIR.exec(request.headers.cookie ?? '')?.[1];
  if (localeCookie) headers.cookie = localeCookie;
  return {
    host: request.socket.localAddress,
    port: request.socket.localPort,
    path: request.url ?? '/',
    headers,
  };
}

function send({ host, port, path, headers }: RefreshRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host, port, path, headers, method: 'GET', timeout: REFRESH_TIMEOUT_MS });
    request.on('response', (answer) => {
      answer.on('error', reject);
      answer.on('end', resolve);
      answer.resume();
    });
    request.on('timeout', () => request.destroy(new Error('The page took too long to render.')));
    request.on('error', reject);
    request.end();
  });
}
