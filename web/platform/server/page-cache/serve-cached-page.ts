import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedPage } from './page-cache-store';

/** Says that an answer came from the page cache: HIT, or STALE while the page renders again. */
export const PAGE_CACHE_STATUS_HEADER = 'X-Page-Cache';

const matchesEtag = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  etag &&
  ifNoneMatch
    ?.split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/** Sends a cached page as the framework sent it (304 when the visitor holds the same version). */
export function serveCachedPage(
  page: CachedPage,
  request: IncomingMessage,
  response: ServerResponse,
  status: 'HIT' | 'STALE',
): void {
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader(PAGE_CACHE_STATUS_HEADER, status);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) {
    response.removeHeader('content-type');
    response.removeHeader('content-encoding');
    response.writeHead(304).end();
    return;
  }
  response.setHeader('Content-Length', page.body.length);
  response.writeHead(200);
  response.end(request.method === 'HEAD' ? undefined : page.body);
}
