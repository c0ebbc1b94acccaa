import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerWithHashedPolicy } from '../document/document-policy';
import { pageCacheKey } from './page-cache-key';
import { sharedPageCache } from './page-cache-store';
import { serveCachedPage } from './serve-cached-page';

// Keys of shared pages being rendered, with the requests waiting for that render.
const rendering = new Map<string, (() => void)[]>();

/**
 * Answers a request from the page cache, or has the framework render it (`render`) with a policy
 * naming the page's inline scripts. After a content change empties the cache, every visitor of a
 * popular page would start the same render at once; so while a page kept before is rendered
 * again, further requests for it wait for that render and take its answer from the cache (or,
 * when it could not be kept, render their own).
 */
export function answerPage(request: IncomingMessage, response: ServerResponse, render: () => void): void {
  const cache = sharedPageCache();
  const cacheKey = pageCacheKey(request);
  const cached = cacheKey === null ? undefined : cache.get(cacheKey);
  if (cached) {
    serveCachedPage(cached, request, response);
    return;
  }
  if (cacheKey !== null && cache.wasKept(cacheKey)) {
    const waiting = rendering.get(cacheKey);
    if (waiting) {
      waiting.push(() => answerAfterWait(cacheKey, request, response, render));
      return;
    }
    rendering.set(cacheKey, []);
    response.once('close', () => {
      const waiters = rendering.get(cacheKey) ?? [];
      rendering.delete(cacheKey);
      for (const wake of waiters) wake();
    });
  }
  answerWithHashedPolicy(request, response, cacheKey);
  render();
}

function answerAfterWait(
  cacheKey: string,
  request: IncomingMessage,
  response: ServerResponse,
  render: () => void,
) {
  if (response.destroyed) return;
  const cached = sharedPageCache().get(cacheKey);
  if (cached) {
    serveCachedPage(cached, request, response);
    return;
  }
  answerWithHashedPolicy(request, response, cacheKey);
  render();
}
