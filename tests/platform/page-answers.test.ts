import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRequestGuard } from '@/platform/server/install-request-guard';
import { answerContentRereads, noteContentRead } from '@/platform/server/page-cache/content-reads';
import { pageCacheKey } from '@/platform/server/page-cache/page-cache-key';
import { sharedPageCache } from '@/platform/server/page-cache/page-cache-store';

// The production server's own compression, which wraps the response after the request guard.
const fromWeb = createRequire(path.join(import.meta.dirname, '../../web/package.json'));
const compression = fromWeb('next/dist/compiled/compression') as () => (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

const SITE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'";
const SCRIPTS = ['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"Dobrý den"])'];
const HTML = `<!DOCTYPE html><html lang="cs"><head><script>${SCRIPTS[0]}</script></head><body>${'<p>Volná místa</p>'.repeat(200)}<script>${SCRIPTS[1]}</script><script type="application/ld+json">{}</script></body></html>`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// A page that called notFound(): the framework's empty shell, then, asked again with the proxy's
// not-found routing, the not-found page.
const MISSING_COMPANY = '/cs/spolecnost/zadna-takova';
const EMPTY_SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f=[]</script></body></html>';
const NOT_FOUND_SCRIPT = 'self.__next_f.push([1,"404"])';
const NOT_FOUND_HTML = `<!DOCTYPE html><html lang="cs"><body><h1>Chyba 404 – Stránka nenalezena</h1><p>Stránka nenalezena: ${MISSING_COMPANY}</p><script>${NOT_FOUND_SCRIPT}</script></body></html>`;

const PAGES: Record<string, Record<string, string | string[]>> = {
  '/cs': { 'cache-control': 's-maxage=600, stale-while-revalidate=60', etag: '"v1"' },
  '/cs/prace/search': { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  '/cs/prace?city=Brno': {
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'x-shared-page-max-age': '600',
  },
  '/cs/session': { 'cache-control': 's-maxage=600', 'set-cookie': ['session=abc; HttpOnly'] },
  '/studio': { 'cache-control': 's-maxage=600' },
};

// A page whose content the tests change: its revision, whether it is gone, and what happens
// while the server renders it.
const COMPANIES = '/cs/spolecnosti';
let companies = { revision: 1, gone: false, whileRendering: () => {} };

// A page built from content queries, as the site's pages are: the articles it lists, and the
// categories (which an edit to an article does not change).
const MAGAZINE = '/cs/magazin';
const ARTICLES_QUERY = '*[_type == "article"]{ title }';
const CATEGORIES_QUERY = '*[_type == "magazineCategory"]{ title }';
let published: Record<string, unknown> = {};
const rereads: string[] = [];

let calls = 0;
let server: http.Server;
let port: number;

beforeAll(async () => {
  installRequestGuard(true);
  const compress = compression();
  server = http.createServer((request, response) => {
    calls++;
    compress(request, response, () => {
      if (request.url === MISSING_COMPANY) {
        const routedToNotFound = request.headers['x-render-not-found'] !== undefined;
        response.writeHead(404, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': SITE_POLICY,
        });
        response.end(routedToNotFound ? NOT_FOUND_HTML : EMPTY_SHELL);
        return;
      }
      if (request.url === MAGAZINE) {
        for (const query of [ARTICLES_QUERY, CATEGORIES_QUERY]) {
          noteContentRead(query, { lang: 'cs' }, published[query]);
        }
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 's-maxage=600',
          'content-security-policy': SITE_POLICY,
        });
        response.end(`<!DOCTYPE html><html lang="cs"><body>${JSON.stringify(published)}</body></html>`);
        return;
      }
      if (request.url === COMPANIES) {
        companies.whileRendering();
        response.writeHead(companies.gone ? 404 : 200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': companies.gone ? 'private, no-store' : 's-maxage=600',
          'content-security-policy': SITE_POLICY,
        });
        response.end(
          `<!DOCTYPE html><html lang="cs"><body><p>Revize ${companies.revision}</p></body></html>`,
        );
        return;
      }
      const page = PAGES[request.url ?? ''];
      if (!page) {
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-security-policy': "default-src 'none'",
        });
        response.end(JSON.stringify({ items: [] }));
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', SITE_POLICY);
      for (const [name, value] of Object.entries(page)) response.setHeader(name, value);
      // Streamed in parts, as the framework renders.
      const middle = HTML.indexOf('<body>');
      response.write(HTML.slice(0, middle));
      setTimeout(() => response.end(HTML.slice(middle)), 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  sharedPageCache().clear();
  companies = { revision: 1, gone: false, whileRendering: () => {} };
  published = { [ARTICLES_QUERY]: [{ title: 'Jak na pohovor' }], [CATEGORIES_QUERY]: [{ title: 'Kariéra' }] };
  rereads.length = 0;
  answerContentRereads(async (query) => {
    rereads.push(query);
    return published[query];
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      port,
      path: url,
      method,
      headers: { 'accept-encoding': 'gzip', ...headers },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const compressed = response.headers['content-encoding'] === 'gzip' && body.length > 0;
        const html = compressed ? gunzipSync(body) : body;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html: html.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const scriptSources = (answer: Answer) =>
  String(answer.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src'))
    ?.trim();

describe('a page answer', () => {
  it('names exactly its inline scripts in its policy, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const answer = await get('/cs/prace/search', { 'accept-encoding': encoding });
      expect(answer.html).toBe(HTML);
      expect(scriptSources(answer)).toBe(`script-src 'self' ${hashOf(SCRIPTS[0])} ${hashOf(SCRIPTS[1])}`);
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    }
  });

  it('is rendered once and then served from the page cache, with its policy, until it is forgotten', async () => {
    const before = calls;
    const first = await get('/cs');
    const second = await get('/cs');
    expect(calls - before).toBe(1);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.html).toBe(first.html);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    expect((await get('/cs', { 'if-none-match': '"v1"' })).status).toBe(304);
    const head = await get('/cs', {}, 'HEAD');
    expect([head.status, head.html, head.headers['content-length']]).toEqual([
      200,
      '',
      second.headers['content-length'],
    ]);
    expect(calls - before).toBe(1);

    sharedPageCache().clear();
    await get('/cs');
    expect(calls - before).toBe(2);
  });

  it('renders a page kept before but pushed out of the cache once for all who ask for it meanwhile', async () => {
    await get('/cs');
    const key = pageCacheKey({
      method: 'GET',
      url: '/cs',
      headers: { host: `localhost:${port}`, 'accept-encoding': 'gzip' },
    } as IncomingMessage);
    sharedPageCache().forget(key as string);
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/cs')));
    expect(calls - before).toBe(1);
    expect(answers.map((answer) => answer.html)).toEqual(Array(5).fill(HTML));
    expect(answers.filter((answer) => answer.headers['x-page-cache'] === 'HIT')).toHaveLength(4);
  });

  it('after a content change, serves the stale copy to everyone at once and renders the page again once, in the background', async () => {
    await get(COMPANIES);
    companies.revision = 2;
    sharedPageCache().markAllStale();
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(COMPANIES)));
    expect(
      answers.map((answer) => [answer.headers['x-page-cache'], answer.html.includes('Revize 1')]),
    ).toEqual(Array(5).fill(['STALE', true]));
    await vi.waitFor(async () => expect((await get(COMPANIES)).headers['x-page-cache']).toBe('HIT'));
    expect((await get(COMPANIES)).html).toContain('Revize 2');
    expect(calls - before).toBe(1);
  });

  it('renders a stale page again when content changes while it renders', async () => {
    await get(COMPANIES);
    companies.revision = 2;
    companies.whileRendering = () => {
      companies = { ...companies, revision: 3, whileRendering: () => {} };
      sharedPageCache().markAllStale();
    };
    sharedPageCache().markAllStale();
    const before = calls;
    expect((await get(COMPANIES)).headers['x-page-cache']).toBe('STALE');
    await vi.waitFor(async () => expect((await get(COMPANIES)).headers['x-page-cache']).toBe('HIT'));
    expect((await get(COMPANIES)).html).toContain('Revize 3');
    expect(calls - before).toBe(2);
  });

  it('forgets a stale page whose new answer may not be kept, and renders it for its next visitor', async () => {
    await get(COMPANIES);
    companies.gone = true;
    sharedPageCache().markAllStale();
    const before = calls;
    expect((await get(COMPANIES)).status).toBe(200);
    await vi.waitFor(() => expect(calls - before).toBe(1));
    await vi.waitFor(async () => expect((await get(COMPANIES)).status).toBe(404));
    expect(calls - before).toBe(2);
  });

  it('after a content change, confirms a stale page whose content queries answer as before, without rendering it', async () => {
    await get(MAGAZINE);
    sharedPageCache().markAllStale();
    const before = calls;
    expect((await get(MAGAZINE)).headers['x-page-cache']).toBe('STALE');
    await vi.waitFor(async () => expect((await get(MAGAZINE)).headers['x-page-cache']).toBe('HIT'));
    expect(calls - before).toBe(0);
    expect(rereads).toEqual([ARTICLES_QUERY, CATEGORIES_QUERY]);
  });

  it('after a content change, renders a stale page again when one of its content queries answers differently', async () => {
    await get(MAGAZINE);
    published = { ...published, [ARTICLES_QUERY]: [{ title: 'Jak na pohovor v roce 2027' }] };
    sharedPageCache().markAllStale();
    const before = calls;
    expect((await get(MAGAZINE)).html).not.toContain('2027');
    await vi.waitFor(async () => expect((await get(MAGAZINE)).headers['x-page-cache']).toBe('HIT'));
    expect((await get(MAGAZINE)).html).toContain('Jak na pohovor v roce 2027');
    expect(calls - before).toBe(1);
  });

  it("ignores a visitor's own page refresh header", async () => {
    await get(COMPANIES);
    const before = calls;
    const answer = await get(COMPANIES, { 'x-refresh-page': '1' });
    expect(answer.headers['x-page-cache']).toBe('HIT');
    expect(calls - before).toBe(0);
  });

  it('renders a page that was never kept for each visitor at once, without waiting for another', async () => {
    const before = calls;
    const answers = await Promise.all(Array.from({ length: 3 }, () => get('/cs/session')));
    expect(calls - before).toBe(3);
    expect(answers.every((answer) => answer.html === HTML)).toBe(true);
  });

  it('keeps a filtered list the proxy marks as shared, without telling the browser', async () => {
    const before = calls;
    const first = await get('/cs/prace?city=Brno');
    const second = await get('/cs/prace?city=Brno');
    expect(calls - before).toBe(1);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(first.headers['x-shared-page-max-age']).toBeUndefined();
    expect(second.headers['x-shared-page-max-age']).toBeUndefined();
  });

  it('renders per request what is personal, per request, for the router, in draft mode or for the Studio', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/cs/prace/search', {}],
      ['/cs/session', {}],
      ['/cs', { rsc: '1' }],
      ['/cs', { cookie: '__prerender_bypass=on' }],
      ['/studio', {}],
    ];
    for (const [url, headers] of cases) {
      const before = calls;
      await get(url, headers);
      const again = await get(url, headers);
      expect(calls - before, url).toBe(2);
      expect(again.headers['x-page-cache'], url).toBeUndefined();
    }
    expect(scriptSources(await get('/studio'))).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("answers a page that found nothing with the server-rendered not-found page, not the framework's empty shell", async () => {
    for (const encoding of ['gzip', 'identity']) {
      const before = calls;
      const answer = await get(MISSING_COMPANY, { 'accept-encoding': encoding });
      expect(answer.status).toBe(404);
      expect(answer.html).toBe(NOT_FOUND_HTML);
      expect(scriptSources(answer)).toBe(`script-src 'self' ${hashOf(NOT_FOUND_SCRIPT)}`);
      expect(Number(answer.headers['content-length'] ?? answer.html.length)).toBeGreaterThan(0);
      expect(calls - before).toBe(2);
    }
  });

  it("ignores a visitor's own not-found routing header", async () => {
    const before = calls;
    const answer = await get(MISSING_COMPANY, { 'x-render-not-found': '1' });
    expect(answer.html).toBe(NOT_FOUND_HTML);
    // The visitor's header was dropped: the first answer was the shell, and the server asked again.
    expect(calls - before).toBe(2);
  });

  it('leaves answers other than HTML untouched', async () => {
    const answer = await get('/api/pages/job-offers');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(JSON.parse(answer.html)).toEqual({ items: [] });
  });
});
