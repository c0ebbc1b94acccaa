import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { freePort } from '../scripts/free-port';
import { newPerson } from './support/account';
import { startHostedLakeStandIn } from './support/hosted-lake-stand-in';
import { type SiteInstance, startSiteInstance } from './support/site-instances';
import { expect, test } from './support/test';

/**
 * Two instances of the site behind one address, as the README's deployment runs them: one
 * PostgreSQL, one Redis (pages, cached content and rate limits), content from the hosted Content
 * Lake (here a stand-in on loopback serving the demo dataset), the Sanity webhook reaching either.
 */
const postgresUrl = process.env.E2E_POSTGRES_URL ?? '';
const redisUrl = process.env.E2E_REDIS_URL ?? '';
test.skip(!postgresUrl || !redisUrl, 'Needs PostgreSQL and Redis: run with DATABASE_URL and REDIS_URL set');
test.describe.configure({ mode: 'serial' });

const firstPort = await freePort();
const firstOrigin = `http://localhost:${firstPort}`;
test.use({ baseURL: firstOrigin });
const WEBHOOK_SECRET = 'two-instances-webhook-secret';
// A prefix of this run's own: nothing another run left in Redis is read, and no signal of another run is heard.
const cacheKeyPrefix = `tribe-e2e-${randomUUID().slice(0, 8)}`;
const company = { id: 'company-strojirny-hana', path: '/cs/spolecnost/strojirny-hana' };

let lake: Awaited<ReturnType<typeof startHostedLakeStandIn>>;
let first: SiteInstance;
let second: SiteInstance;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  lake = await startHostedLakeStandIn(path.join(import.meta.dirname, '../content'));
  const env = {
    DATABASE_URL: postgresUrl,
    REDIS_URL: redisUrl,
    CACHE_KEY_PREFIX: cacheKeyPrefix,
    SANITY_PROJECT_ID: 'tribetwo',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: lake.origin,
    SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
    // The address of the load balancer; sign-in returns there.
    SITE_URL: firstOrigin,
    AUTH_SECRET: 'two-instances-auth-secret-0123456789abcdef0123',
  };
  // One after the other: the first brings the shared database's schema up to date.
  first = await startSiteInstance(firstPort, { ...env, DATA_DIR: test.info().outputPath('first') });
  second = await startSiteInstance(await freePort(), { ...env, DATA_DIR: test.info().outputPath('second') });
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await lake?.close();
});

const pageText = async (origin: string, pathname: string) => (await fetch(`${origin}${pathname}`)).text();

async function sendWebhook(origin: string, document: { _id: string; _type: string }) {
  const body = JSON.stringify(document);
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
  return fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
    body,
  });
}

test('a publish announced to one instance by the webhook refreshes the page the other serves', async () => {
  // No one-letter words: Czech content is typeset with a no-break space after them.
  const description = `Strojírna, kde se učni stávají mistry (${Date.now().toString(36)}).`;
  // The second instance has the profile cached, and serves the cached copy while nothing changed.
  await pageText(second.origin, company.path);
  await lake.dataset.mutate([{ patch: { id: company.id, set: { 'description.cs': description } } }]);
  expect(await pageText(second.origin, company.path)).not.toContain(description);

  const webhook = await sendWebhook(first.origin, { _id: company.id, _type: 'company' });
  expect(webhook.status).toBe(200);
  const sent = Date.now();
  await expect
    .poll(async () => (await pageText(second.origin, company.path)).includes(description), {
      timeout: 10_000,
      intervals: [100],
    })
    .toBe(true);
  test.info().annotations.push({
    type: 'refreshed on the other instance after',
    description: `${Date.now() - sent} ms`,
  });
  expect(await pageText(first.origin, company.path)).toContain(description);
});

test('pnpm search:rebuild, run anywhere on the same Redis, makes both instances find an edit their indexes missed', async () => {
  // No word of the demo content: the search finds only the offer edited below.
  const word = `Selenolog${Date.now().toString(36).replace(/\d/g, '')}`;
  const searchPath = `/cs/prace?q=${encodeURIComponent(word)}`;
  const lists = async (origin: string) => (await pageText(origin, searchPath)).includes('/job-3"');
  expect(await lists(first.origin)).toBe(false);
  expect(await lists(second.origin)).toBe(false);
  // Stamped with an old time, the edit leaves the content's revision as it was: both indexes
  // keep what they read, as after a dataset restored behind the site's back.
  await lake.dataset.mutate([{ patch: { id: 'job-3', set: { 'title.cs': `${word}/ka` } } }], {
    now: new Date('2020-01-01T00:00:00Z'),
  });
  expect(await lists(second.origin)).toBe(false);

  await promisify(execFile)('pnpm', ['search:rebuild'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, REDIS_URL: redisUrl, DATABASE_URL: postgresUrl, CACHE_KEY_PREFIX: cacheKeyPrefix },
  });
  const requested = Date.now();
  for (const instance of [first, second]) {
    await expect.poll(() => lists(instance.origin), { timeout: 10_000, intervals: [100] }).toBe(true);
  }
  test.info().annotations.push({
    type: 'both instances found the edit after the request',
    description: `${Date.now() - requested} ms`,
  });
});

test('a session started on one instance holds on the other', async ({ page }) => {
  test.setTimeout(120_000);
  // The sign-in window's own address on the first instance (the build's sign-in host is the
  // main test server's), completed with the local test sign-in.
  await page.goto(`${first.origin}/auth/google/login?app_id=tribe-web`);
  const person = newPerson('Petra');
  await page.locator('#name').fill(person.name);
  await page.locator('#surname').fill(person.surname);
  await page.locator('#email').fill(person.email);
  await page.locator('button[type="submit"]').click();
  // Opened as a page rather than a popup, the window ends on the site's home page, signed in.
  await expect(page).toHaveURL(`${first.origin}/`);

  await page.goto(`${second.origin}/cs/profil`);
  await expect(page.getByRole('region', { name: 'Praxe' })).toBeVisible();
  await expect(page.getByTestId('sign-in-wall')).toHaveCount(0);
  await expect(page.getByTestId('header-user')).toContainText(person.name);
});
