import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { anonymousRows } from './support/anonymous-data';
import { Browser, signedInBrowser } from './support/browser';
import { SITE } from './support/platform-env';
import { storedData } from './support/stored-data';
import { findPostgresBin, TemporaryPostgres } from './support/temporary-postgres';

const bin = findPostgresBin();
const POSTGRES_PORT = await freePort();
const SAVED = [
  'DATABASE_URL',
  'DATA_DIR',
  'SITE_URL',
  'LOCAL_IDP_ENABLED',
  'RATE_LIMIT_SCALE',
  'LOCAL_LAKE_PORT',
] as const;

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect((await response.json()).error).toMatchObject({
    code: 'service_unavailable',
    message: expect.any(String),
  });
}

/** Calls a route and returns its answer with how long it took. */
async function timed(call: () => Promise<Response>) {
  const started = performance.now();
  const response = await call();
  return { response, seconds: (performance.now() - started) / 1000 };
}

// CI installs Debian's PostgreSQL server (.ci/run); without initdb and pg_ctl there is no server to stop.
describe.skipIf(!bin)('the database goes away and comes back (PostgreSQL on its own port)', () => {
  const server = new TemporaryPostgres(bin ?? '', POSTGRES_PORT);
  const saved = Object.fromEntries(SAVED.map((name) => [name, process.env[name]]));
  let dataDir = '';
  let browser: Browser;
  let userId: string;

  beforeAll(async () => {
    await server.create();
    await server.start();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-db-down-'));
    Object.assign(process.env, {
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      SITE_URL: SITE,
      LOCAL_IDP_ENABLED: 'true',
      RATE_LIMIT_SCALE: '1',
      // readyz asks the local lake too; a running site holds the default port.
      LOCAL_LAKE_PORT: String(await freePort()),
    });
    ({
      browser,
      user: { id: userId },
    } = await signedInBrowser());
  }, 120_000);

  afterAll(async () => {
    const { closeDatabase } = await import('@/server/db');
    await closeDatabase().catch(() => {});
    await server.destroy();
    await rm(dataDir, { recursive: true, force: true });
    for (const name of SAVED) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('answers 503 with Retry-After within 3 seconds, keeps nothing, and recovers without a restart', async () => {
    const entry = { organization: 'Masaryk University', from: '2015-09-01' };
    expect((await browser.api('POST', '/api/user/education', entry)).status).toBe(201);
    const before = await storedData(userId);
    await server.stop();

    const calls: [string, () => Promise<Response>][] = [
      ['GET /api/me', () => browser.request('/api/me')],
      ['GET /api/user/profile', () => browser.api('GET', '/api/user/profile')],
      ['PATCH /api/user/profile', () => browser.api('PATCH', '/api/user/profile', { city: 'Brno' })],
      ['POST /api/user/education', () => browser.api('POST', '/api/user/education', entry)],
      [
        'POST /api/user/follow-company-branch',
        () =>
          browser.api('POST', '/api/user/follow-company-branch', { companyBranchID: 'company-pixelhouse' }),
      ],
      [
        'POST /api/newsletter/subscribe',
        () =>
          browser.api('POST', '/api/newsletter/subscribe', {
            email: 'outage@example.com',
            audience: 'candidate',
            consent: true,
            language: 'en',
          }),
      ],
    ];
    for (const [name, call] of calls) {
      const { response, seconds } = await timed(call);
      await expectUnavailable(response);
      expect(seconds, name).toBeLessThan(3);
    }
    // The sign-in window says so in the visitor's language, as a page.
    for (const path of ['/auth/google/login?app_id=tribe-web', '/auth/linkedin/login?app_id=tribe-web']) {
      const { response, seconds } = await timed(() =>
        new Browser().request(path, { headers: { 'accept-language': 'cs' } }),
      );
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('5');
      expect(await response.text(), path).toContain('Přihlášení je na chvíli nedostupné');
      expect(seconds, path).toBeLessThan(3);
    }
    const { GET: ready } = await import('@/app/readyz/route');
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failed' } });
    const { GET: alive } = await import('@/app/healthz/route');
    expect(alive().status).toBe(200);

    await server.start();
    expect(await browser.me()).toMatchObject({ id: userId });
    expect(await storedData(userId)).toBe(before);
    expect((await anonymousRows()).subscriptions).toEqual([]);
    expect((await browser.api('PATCH', '/api/user/profile', { city: 'Brno' })).status).toBe(200);
    expect((await ready()).status).toBe(200);
  });

  it('a process that starts while the server is down answers 503 within 3 seconds', async () => {
    const [{ openDatabase }, { toErrorResponse }] = await Promise.all([
      import('@/server/db/database'),
      import('@/server/http/errors'),
    ]);
    await server.stop();
    const { response, seconds } = await timed(() =>
      openDatabase({ databaseUrl: server.url, dataDir }).then(
        () => new Response('opened'),
        (error) => toErrorResponse(error),
      ),
    );
    await expectUnavailable(response);
    expect(seconds).toBeLessThan(3);
    await server.start();
    const handle = await openDatabase({ databaseUrl: server.url, dataDir });
    await handle.close();
  });

  it('a server that accepts connections but never answers is given up within 3 seconds', async () => {
    const [{ openDatabase }, { toErrorResponse }] = await Promise.all([
      import('@/server/db/database'),
      import('@/server/http/errors'),
    ]);
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const { response, seconds } = await timed(() =>
        openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir }).then(
          () => new Response('opened'),
          (error) => toErrorResponse(error),
        ),
      );
      await expectUnavailable(response);
      expect(seconds).toBeLessThan(3);
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});
