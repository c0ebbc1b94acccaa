import 'server-only';
import type { OutgoingHttpHeaders } from 'node:http';
import { LOCALE_COOKIE } from '@tribe/routes';
import type { ContentRead } from './content-reads';
import { SHARED_PAGE_HEADER } from './shared-page-header';

export interface CachedPage {
  headers: [string, string | string[]][];
  body: Buffer;
  etag: string | undefined;
  expiresAt: number;
  /** The content generation the page was rendered in: an older one means the page is stale. */
  generation: number;
  /** The content queries its render made, when known. */
  reads: readonly ContentRead[] | undefined;
}

/** However long the framework would keep a page, the page cache asks it again after this long. */
export const PAGE_CACHE_MAX_AGE_SECONDS = 600;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_SHAREABLE_KEYS = 10_000;
// Headers that belong to one answer, not to the page (the framework's cache status included: a
// page cache answer says so itself).
const PER_ANSWER_HEADERS = new Set([
  'x-request-id',
  'x-nextjs-cache',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);
const SHARED_MAX_AGE = /(?:^|,)\s*s-maxage=(\d+)/;
const PERSONAL = /(?:^|,)\s*(?:private|no-store|no-cache)\b/;

const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));
const setsOnlyLocaleCookie = (setCookie: unknown) =>
  (Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)]).every(
    (cookie) => String(cookie).startsWith(`${LOCALE_COOKIE}=`),
  );

/**
 * How many seconds an answer may be served from the page cache, or null when it may not: only a
 * complete HTML page that the framework marks as shared-cacheable (`s-maxage`) or the locale proxy
 * marks as shared (a filtered list), that sets no cookie but the locale routing's and is not a
 * stale copy the framework is re-rendering.
 */
export function pageCacheLifetime(status: number, headers: OutgoingHttpHeaders): number | null {
  if (status !== 200 || !text(headers['content-type']).startsWith('text/html')) return null;
  if (!setsOnlyLocaleCookie(headers['set-cookie']) || text(headers['x-nextjs-cache']) === 'STALE')
    return null;
  const shared = Number(text(headers[SHARED_PAGE_HEADER]));
  if (shared > 0) return Math.min(shared, PAGE_CACHE_MAX_AGE_SECONDS);
  const cacheControl = text(headers['cache-control']);
  const sharedMaxAge = SHARED_MAX_AGE.exec(cacheControl);
  if (!sharedMaxAge || PERSONAL.test(cacheControl)) return null;
  const seconds = Math.min(Number(sharedMaxAge[1]), PAGE_CACHE_MAX_AGE_SECONDS);
  return seconds > 0 ? seconds : null;
}

export interface RenderedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  lifetimeSeconds: number;
  /** The cache's generation when the page began rendering. */
  generation: number;
  reads?: readonly ContentRead[];
}

/**
 * Complete answers of public pages, kept in memory, least recently used dropped first beyond
 * 64 MB. When content changes, every page kept becomes stale: it may still be served while it is
 * checked and, if its content changed, rendered again (see page-refresh.ts). A page that began
 * rendering before the last change is not kept: it may show the old content.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private contentChanges = 0;
  // Keys whose answer has been kept before, across content changes (renders of them may be shared).
  private readonly shareable = new Set<string>();

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** Changes with every content change. */
  get generation(): number {
    return this.contentChanges;
  }

  /** Whether content changed since the page was rendered. */
  isStale(page: CachedPage): boolean {
    return page.generation !== this.contentChanges;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    if (page.expiresAt <= now) {
      this.bytes -= page.body.length;
      return undefined;
    }
    this.pages.set(key, page);
    return page;
  }

  put(key: string, rendered: RenderedPage, now = Date.now()): void {
    if (rendered.generation !== this.contentChanges || rendered.body.length > this.maxBytes) return;
    this.forget(key);
    const headers = Object.entries(rendered.headers).flatMap(
      ([name, value]): [string, string | string[]][] =>
        value === undefined || PER_ANSWER_HEADERS.has(name)
          ? []
          : [[name, Array.isArray(value) ? value : String(value)]],
    );
    const etag = rendered.headers.etag === undefined ? undefined : text(rendered.headers.etag);
    this.pages.set(key, {
      headers,
      body: rendered.body,
      etag,
      expiresAt: now + rendered.lifetimeSeconds * 1000,
      generation: rendered.generation,
      reads: rendered.reads,
    });
    this.bytes += rendered.body.length;
    if (this.shareable.size >= MAX_SHAREABLE_KEYS) this.shareable.clear();
    this.shareable.add(key);
    for (const oldest of this.pages.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /**
   * A stale page found to show what it would show if rendered in `generation` (its content reads
   * answer the same) is fresh again, unless content changed since.
   */
  confirm(key: string, generation: number): void {
    const page = this.pages.get(key);
    if (page && generation > page.generation) page.generation = generation;
  }

  /** Content changed: every page kept is stale from now on. */
  markAllStale(): void {
    this.contentChanges++;
  }

  /** Forgets every page, and that any was kept. */
  clear(): void {
    this.pages.clear();
    this.shareable.clear();
    this.bytes = 0;
    this.contentChanges++;
  }

  /** Whether an answer for this key has been kept before (it is a page everyone sees alike). */
  wasKept(key: string): boolean {
    return this.shareable.has(key);
  }

  get size(): number {
    return this.pages.size;
  }

  forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}

// The request guard (loaded with the server's instrumentation) and the content invalidation
// (loaded with the app's routes) are bundled apart; the process-wide registry joins them.
const SHARED = Symbol.for('tribe.pageCache');

/** The page cache of this server process. */
export function sharedPageCache(): PageCache {
  const registry = globalThis as { [SHARED]?: PageCache };
  registry[SHARED] ??= new PageCache();
  return registry[SHARED];
}
