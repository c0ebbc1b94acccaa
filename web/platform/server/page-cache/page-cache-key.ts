import 'server-only';
import type { IncomingMessage } from 'node:http';
import { LOCALE_COOKIE } from '@tribe/routes';
import { RENDER_NOT_FOUND_HEADER } from '../not-found/render-not-found-header';

// Requests the framework answers with something other than the page's HTML: its router's data
// requests, server actions and byte ranges, and the not-found page rendered in a page's place.
const FRAMEWORK_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
  // The server's own second request for a page that was not found.
  RENDER_NOT_FOUND_HEADER,
];
// Draft mode: the page renders drafts for this visitor alone.
const DRAFT_MODE_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * The cache key of a request for a page, or null when its answer may not come from the page
 * cache. A public page's answer depends only on what the key holds: the address (host and
 * forwarded host and protocol, which its alternate links name), the compression the visitor
 * accepts, and the locale cookie, which decides where '/' leads and whether the locale routing
 * sets it. Other cookies (the session) are never read by a public page.
 */
export function pageCacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { headers } = request;
  if (FRAMEWORK_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (request.url === undefined || request.url.includes('_rsc=')) return null;
  const cookie = headers.cookie ?? '';
  if (DRAFT_MODE_COOKIE.test(cookie)) return null;
  return [
    headers.host,
    headers['x-forwarded-host'],
    headers['x-forwarded-proto'],
    request.url,
    headers['accept-encoding'],
    LOCALE_COOKIE_VALUE.exec(cookie)?.[1],
  ].join('\n');
}
