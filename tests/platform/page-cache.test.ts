import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/platform/server/page-cache/page-cache-key';
import { PageCache, pageCacheLifetime } from '@/platform/server/page-cache/page-cache-store';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'tribe.example', ...headers } }) as unknown as IncomingMessage;

describe('pageCacheKey', () => {
  it('keys a page request by address, accepted compression and locale cookie', () => {
    const plain = pageCacheKey(request('/cs'));
    expect(plain).not.toBeNull();
    expect(pageCacheKey(request('/cs', {}, 'HEAD'))).toBe(plain);
    expect(pageCacheKey(request('/cs', { cookie: 'better-auth.session_token=abc' }))).toBe(plain);
    for (const other of [
      request('/en'),
      request('/cs?utm_source=x'),
      request('/cs', { host: 'other.example' }),
      request('/cs', { 'accept-encoding': 'gzip' }),
      request('/cs', { cookie: 'NEXT_LOCALE=en' }),
      request('/cs', { 'x-forwarded-proto': 'https' }),
    ]) {
      expect(pageCacheKey(other)).not.toBe(plain);
    }
  });

  it('never serves the router, server actions, ranges, other methods or draft mode from the cache', () => {
    for (const headers of <Record<string, string>[]>[
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-state-tree': '%5B%5D' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-action': 'abc' },
      { range: 'bytes=0-10' },
      { cookie: '__prerender_bypass=abc' },
      { cookie: 'NEXT_LOCALE=cs; __next_preview_data=abc' },
    ]) {
      expect(pageCacheKey(request('/cs', headers)), JSON.stringify(headers)).toBeNull();
    }
    expect(pageCacheKey(request('/cs?_rsc=1x2y'))).toBeNull();
    expect(pageCacheKey(request('/cs', {}, 'POST'))).toBeNull();
  });
});

describe('pageCacheLifetime', () => {
  const page = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=300, stale-while-revalidate=60',
  };

  it("follows the framework's shared max-age, at most 10 minutes", () => {
    expect(pageCacheLifetime(200, page)).toBe(300);
    expect(pageCacheLifetime(200, { ...page, 'cache-control': 's-maxage=31536000' })).toBe(600);
    expect(pageCacheLifetime(200, { ...page, 'set-cookie': ['NEXT_LOCALE=cs; Path=/'] })).toBe(300);
  });

  it('keeps a page the locale proxy marks as shared although it was rendered per request', () => {
    const perRequest = {
      'content-type': 'text/html',
      'cache-control': 'private, no-cache, no-store, max-age=0',
    };
    expect(pageCacheLifetime(200, perRequest)).toBeNull();
    expect(pageCacheLifetime(200, { ...perRequest, 'x-shared-page-max-age': '600' })).toBe(600);
  });

  it('keeps nothing personal, failed, stale or other than HTML', () => {
    expect(pageCacheLifetime(404, page)).toBeNull();
    expect(pageCacheLifetime(200, { ...page, 'content-type': 'application/json' })).toBeNull();
    expect(pageCacheLifetime(200, { ...page, 'cache-control': 'private, s-maxage=60' })).toBeNull();
    expect(pageCacheLifetime(200, { ...page, 'cache-control': 'max-age=60' })).toBeNull();
    expect(pageCacheLifetime(200, { ...page, 'x-nextjs-cache': 'STALE' })).toBeNull();
    expect(
      pageCacheLifetime(200, { ...page, 'x-shared-page-max-age': '600', 'x-nextjs-cache': 'STALE' }),
    ).toBeNull();
    expect(pageCacheLifetime(200, { ...page, 'set-cookie': ['session=abc; HttpOnly'] })).toBeNull();
  });
});

describe('PageCache', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 'a');
  const rendered = (bytes: number, headers = {}, generation = 0) => ({
    headers,
    body: body(bytes),
    lifetimeSeconds: 60,
    generation,
  });

  it('keeps the headers of the page, not of the answer, and forgets a page when it expires', () => {
    const cache = new PageCache();
    const headers = { 'content-type': 'text/html', etag: '"v1"', 'x-request-id': 'r1', date: 'today' };
    cache.put('k', rendered(10, headers), 0);
    const page = cache.get('k', 59_999);
    expect(page?.headers).toEqual([
      ['content-type', 'text/html'],
      ['etag', '"v1"'],
    ]);
    expect(page?.etag).toBe('"v1"');
    expect(cache.get('k', 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used pages beyond its size and everything when cleared', () => {
    const cache = new PageCache(25);
    cache.put('a', rendered(10), 0);
    cache.put('b', rendered(10), 0);
    cache.get('a', 1);
    cache.put('c', rendered(10), 0);
    expect([cache.get('a', 2), cache.get('b', 2), cache.get('c', 2)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    cache.put('huge', rendered(26), 0);
    expect(cache.get('huge', 2)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('marks every page stale when content changes, and a page rendered since as fresh', () => {
    const cache = new PageCache();
    cache.put('before', rendered(10, {}, cache.generation), 0);
    cache.markAllStale();
    cache.put('after', rendered(10, {}, cache.generation), 0);
    const [before, after] = [cache.get('before', 1), cache.get('after', 1)];
    expect([before && cache.isStale(before), after && cache.isStale(after)]).toEqual([true, false]);
  });

  it('keeps no page that began rendering before the content changed', () => {
    const cache = new PageCache();
    const began = cache.generation;
    cache.markAllStale();
    cache.put('old', rendered(10, {}, began), 0);
    cache.put('new', rendered(10, {}, cache.generation), 0);
    expect([cache.get('old', 1), cache.get('new', 1)].map(Boolean)).toEqual([false, true]);
  });
});
