import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';
import { expect, test } from './support/test';

// The built site started a second time in online mode, with a Sanity project whose Content Lake
// cannot be reached (there is no network here): the pages the build prerendered keep being
// served from Next.js's cache, a page that needs a fresh read answers the 500 page, and readiness
// says why.
const cachedPages = [
  ['/cs', 'Najděte svůj kmen'],
  ['/en', 'Find your tribe'],
];
let server: ChildProcess;
let dataDir: string;
let site: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tribe-online-'));
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = spawn('pnpm', ['--filter', '@tribe/web', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      SANITY_PROJECT_ID: 'unreachable1',
      SANITY_DATASET: 'production',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${site}/healthz`).catch(() => null))?.status, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('with the Content Lake unreachable, cached pages are served and an uncached one shows the 500 page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const [pathname, heading] of cachedPages) {
    const response = await fetch(`${site}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expect(await response.text(), pathname).toContain(heading);
  }

  const page = await browser.newPage({ baseURL: site });
  const filtered = await page.goto('/cs/prace?city=Praha');
  expect(filtered?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chyba 500 – Něco se pokazilo');
  await page.close();

  const readiness = await fetch(`${site}/readyz`);
  expect(readiness.status).toBe(503);
  const { checks } = (await readiness.json()) as { checks: Record<string, string> };
  expect(checks.content).not.toBe('ok');
});
