import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEmptyNotFoundShell, renderNotFoundPage } from '../not-found/server-rendered-not-found';
import type { ContentRead } from '../page-cache/content-reads';
import { pageCacheLifetime, sharedPageCache } from '../page-cache/page-cache-store';
import { SHARED_PAGE_HEADER } from '../page-cache/shared-page-header';
import { holdHtmlDocument } from './held-document';
import { inlineScriptHashes, policyNamingInlineScripts } from './inline-script-hashes';

// The Studio runs Sanity's editor, which adds scripts of its own: it keeps its looser policy.
const KEEPS_ITS_POLICY = /^\/studio(?:[/?]|$)/;

/**
 * A page's Content-Security-Policy names the inline scripts the page carries, by hash, instead of
 * allowing any: the framework streams each page's data as inline scripts that differ per page and
 * content revision, so the hashes are taken from the finished document. A page that may be shared
 * between visitors then goes into the page cache, policy included, and is served from there until
 * it expires or content changes, with the content reads its render made (`reads`, filled while
 * it renders). A 404 that the framework sent as its empty error shell is replaced by the
 * server-rendered not-found page.
 */
export function answerWithHashedPolicy(
  request: IncomingMessage,
  response: ServerResponse,
  cacheKey: string | null,
  reads: ReadonlyMap<string, ContentRead>,
): void {
  if (request.method !== 'GET' || KEEPS_ITS_POLICY.test(request.url ?? '')) return;
  const cache = sharedPageCache();
  const generation = cache.generation;
  holdHtmlDocument(response, (document) => {
    if (isEmptyNotFoundShell(request, document)) return renderNotFoundPage(request, response);
    const { status, body, html } = document;
    const lifetime = pageCacheLifetime(status, response.getHeaders());
    response.removeHeader(SHARED_PAGE_HEADER);
    const policy = response.getHeader('content-security-policy');
    if (typeof policy !== 'string' || html === null) return undefined;
    response.setHeader(
      'Content-Security-Policy',
      policyNamingInlineScripts(policy, inlineScriptHashes(html)),
    );
    if (cacheKey === null || lifetime === null) return undefined;
    cache.put(cacheKey, {
      headers: response.getHeaders(),
      body,
      lifetimeSeconds: lifetime,
      generation,
      // None recorded: the framework answered from its own cache, without rendering.
      reads: reads.size > 0 ? [...reads.values()] : undefined,
    });
    return undefined;
  });
}
