import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerWithHashedPolicy } from '../document/document-policy';
import { type ContentRead, recordContentReads } from './content-reads';
import { pageCacheKey } from './page-cache-key';
import { sharedPageCache } from './page-cache-store';
import { isPageRefresh, refreshStalePage } from './page-refresh';
import { serveCachedPage } from './serve-cached-page';

// Paths that never answer a page (the framework's files, the API, images): no page cache, no
// held document, nothing added to their hot path.
const NEVER_A_PAGE = /^\/(?:_next|api|content-images)\//;

// Keys of shared pages being rendered, with the requests waiting for that render.
const rendering = new Map<string, (() => void)[]>();

/**
 * Answers a request from the page cache, or has the framework render it (`render`) with a policy
 * naming the page's inline scripts, noting the content its render reads. A page that content
 * changed under is served stale while the server checks it and, if its content changed, renders
 * it again in the background. A page kept before that is no longer in the cache (expired, or
 * pushed out) would have all its visitors start the same render at once; so while one request
 * renders it, further requests for it wait for that render and take its answer from the cache
 * (or, when it could not be kept, render their own).
 */
export function answerPage(request: IncomingMessage, response: ServerResponse, render: () => void): void {
  if (NEVER_A_PAGE.test(request.url ?? '')) {
    render();
    return;
  }
  const cacheKey = pageCacheKey(request);
  if (cacheKey !== null && isPageRefresh(request)) {
    renderWithPolicy(cacheKey, request, response, render);
    return;
  }
  if (cacheKey !== null && servedFromCache(cacheKey, request, response)) return;
  if (cacheKey !== null && sharedPageCache().wasKept(cacheKey)) {
    const waiting = rendering.get(cacheKey);
    if (waiting) {
      waiting.push(() => {
        if (!response.destroyed && !servedFromCache(cacheKey, request, response)) {
          renderWithPolicy(cacheKey, request, response, render);
        }
      });
      return;
    }
    rendering.set(cacheKey, []);
    response.once('close', () => {
      const waiters = rendering.get(cacheKey) ?? [];
      rendering.delete(cacheKey);
      for (const wake of waiters) wake();
    });
  }
  renderWithPolicy(cacheKey, request, response, render);
}

function servedFromCache(cacheKey: string, request: IncomingMessage, response: ServerResponse): boolean {
  const cache = sharedPageCache();
  const cached = cache.get(cacheKey);
  if (cached === undefined) return false;
  const stale = cache.isStale(cached);
  serveCachedPage(cached, request, response, stale ? 'STALE' : 'HIT');
  if (stale) refreshStalePage(cacheKey, request);
  return true;
}

function renderWithPolicy(
  cacheKey: string | null,
  request: IncomingMessage,
  response: ServerResponse,
  render: () => void,
): void {
  const reads = new Map<string, ContentRead>();
  answerWithHashedPolicy(request, response, cacheKey, reads);
  // Only an answer the page cache may keep needs its reads (not the router's, nor a personal page's).
  if (cacheKey === null) render();
  else recordContentReads(reads, render);
}
