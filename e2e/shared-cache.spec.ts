import { request } from '@playwright/test';
import { newPerson, signInWithRequests } from './support/account';
import { type CachingProxy, nginxPath, startCachingProxy } from './support/caching-proxy';
import { publishEditThroughLake } from './support/publish-offer';
import { expect, test } from './support/test';

/** How long deploy/nginx-shared-cache.conf keeps a page (`proxy_cache_valid`), so how long a publish takes to show. */
const EDGE_SECONDS = 60;

const publicPages = {
  cs: ['/cs', '/cs/prace', '/cs/spolecnosti', '/cs/spolecnost/pixelhouse', '/cs/magazin'],
  en: ['/en', '/en/jobs', '/en/companies', '/en/company/pixelhouse', '/en/magazine'],
};
const signedInPages = { cs: '/cs/profil', en: '/en/profile' };
const filteredLists = { cs: '/cs/prace?q=python', en: '/en/jobs?q=python' };

const nginx = nginxPath();
test.skip(!nginx, 'nginx is not installed: `apt-get install nginx` (.ci/run installs it)');
test.describe.configure({ mode: 'serial' });

let proxy: CachingProxy;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startCachingProxy(nginx as string, baseURL as string);
});
test.afterAll(async () => proxy?.stop());

/** One visitor's request through nginx: a new connection, no cookies unless given. */
const visit = (path: string, cookie?: string) =>
  fetch(`${proxy.origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

const cacheStatus = (answer: Response) => answer.headers.get('x-cache-status');

for (const locale of ['cs', 'en'] as const) {
  test(`${locale}: a second visitor gets the public pages from the shared cache, and no one gets a cookie`, async () => {
    for (const path of publicPages[locale]) {
      const first = await visit(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('set-cookie'), path).toBeNull();
      expect(first.headers.get('cache-control'), path).toMatch(/s-maxage=\d+/);
      const html = await first.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      const second = await visit(path);
      expect(cacheStatus(second), path).toBe('HIT');
      expect(await second.text(), path).toBe(html);
    }
  });

  test(`${locale}: signed-in pages, API answers and filtered lists are never kept, and public pages hold no personal data`, async ({
    baseURL,
  }) => {
    const person = newPerson();
    const api = await request.newContext({ baseURL });
    try {
      await signInWithRequests(api, person);
      const cookie = (await api.storageState()).cookies
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
      for (const path of [signedInPages[locale], `/api/me?language=${locale}`]) {
        for (const attempt of [1, 2]) {
          const answer = await visit(path, cookie);
          expect(answer.status, `${path}, visit ${attempt}`).toBe(200);
          expect(answer.headers.get('cache-control'), path).toMatch(/private|no-store/);
          expect(cacheStatus(answer), `${path}, visit ${attempt}`).not.toBe('HIT');
        }
      }
      // The signed-in answer was the user's own, and nginx passed it on.
      expect(await (await visit('/api/me', cookie)).text()).toContain(person.email);
      for (const attempt of [1, 2]) {
        const answer = await visit(filteredLists[locale]);
        expect(answer.status).toBe(200);
        expect(cacheStatus(answer), `${filteredLists[locale]}, visit ${attempt}`).not.toBe('HIT');
      }
      const path = publicPages[locale][1];
      const signedIn = await visit(path, cookie);
      expect(signedIn.headers.get('set-cookie')).toBeNull();
      const anonymous = await visit(path);
      expect(cacheStatus(anonymous)).toBe('HIT');
      for (const answer of [await signedIn.text(), await anonymous.text()]) {
        expect(answer).not.toContain(person.email);
        expect(answer).not.toContain(person.surname);
      }
    } finally {
      await api.dispose();
    }
  });
}

test('a long address is answered through the cache as the site answers it, never with a 502', async () => {
  // 8,000 characters: within the site's limit (8,192) and nginx's own for a request line.
  const padded = (prefix: string) => `${prefix}${'a'.repeat(8000 - prefix.length)}`;
  for (const [path, status] of [
    [padded('/cs/spolecnost/'), 404],
    [padded('/cs/prace?q='), 200],
  ] as const) {
    const answer = await visit(path);
    expect(answer.status, path.slice(0, 40)).toBe(status);
    expect(await answer.text()).toContain('</html>');
  }
});

test("'/' is kept per language cookie: the Czech home page for a new visitor, English for one who chose it", async () => {
  // The English home page is kept as well; its copy must not answer '/' either.
  await visit('/en');
  const first = await visit('/');
  expect(first.status).toBe(200);
  expect(await first.text()).toContain('<html lang="cs"');
  expect(cacheStatus(await visit('/'))).toBe('HIT');
  // The kept Czech page never reaches a visitor who chose English.
  const chose = await visit('/', 'NEXT_LOCALE=en');
  expect(chose.status).toBe(307);
  expect(new URL(chose.headers.get('location') ?? '', proxy.origin).pathname).toBe('/en');
  expect((await visit('/', 'NEXT_LOCALE=en')).status).toBe(307);
  const czech = await visit('/', 'NEXT_LOCALE=cs');
  expect(czech.status).toBe(200);
  expect(await czech.text()).toContain('<html lang="cs"');
});

test(`en: a publish reaches visitors of the shared cache within ${EDGE_SECONDS} s`, async ({ baseURL }) => {
  test.setTimeout((EDGE_SECONDS + 60) * 1000);
  const path = '/en/company/pixelhouse/jobs';
  await visit(path);
  expect(cacheStatus(await visit(path))).toBe('HIT');
  const title = `Senior Project manager ${Date.now().toString(36)}`;
  await publishEditThroughLake(baseURL as string, 'job-6', { 'title.en': title });
  const published = Date.now();
  await expect
    .poll(async () => (await (await visit(path)).text()).includes(title), {
      timeout: (EDGE_SECONDS + 10) * 1000,
      intervals: [1_000],
    })
    .toBe(true);
  // nginx kept the page at most EDGE_SECONDS; the rest is the site rendering it anew.
  expect(Date.now() - published).toBeLessThan((EDGE_SECONDS + 10) * 1000);
});
