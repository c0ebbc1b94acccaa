import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

// scripts/e2e.sh starts the site with this preview secret (the signed-link path of draft mode).
const secret = process.env.PREVIEW_SECRET ?? '';

/** Turns on draft mode the way `pnpm preview:link` does, landing on the preview. */
async function openPreview(page: Page, path: string) {
  await page.goto(`/api/draft-mode/enable?${new URLSearchParams({ secret, redirect: path })}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Stega marks are invisible characters; a public page must carry none. */
const STEGA = /\u200B|\u200C|\u200D|\u2060|\uFEFF/;

/** A public page: no overlay attributes in the page or its payload, no stega marks. */
async function expectPublishedOnly(page: Page, url: string) {
  await expect(page.locator('[data-sanity]')).toHaveCount(0);
  const html = await (await page.request.get(url)).text();
  expect(html).not.toContain('data-sanity');
  expect(STEGA.test(html)).toBe(false);
}

test('previews answer 401 with the 401 page in the visitor’s language without draft mode, never cached', async ({
  page,
  request,
}) => {
  const czech = ['Chyba 401 – Chybí přihlášení', 'Bez oprávnění sem nevstoupíte.'];
  const english = ['Error 401 - Login missing', 'You shall not pass without permission.'];
  for (const [path, text] of [
    ['/cs/company/preview/company-pixelhouse', czech],
    ['/en/job/preview/job-1', english],
    ['/cs/magazine/preview/article-1', czech],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    expect(response.headers()['cache-control'], path).toContain('no-store');
    // What a browser without JavaScript shows: the HTML without its scripts (which carry the
    // messages as data).
    const shown = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    for (const line of text) expect(shown, path).toContain(line);
  }
  expect((await page.goto('/en/job/preview/job-1'))?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english[0]);
});

test('a job preview shows the draft with overlays; Exit preview returns to the public page', async ({
  page,
  context,
}) => {
  await openPreview(page, '/en/job/preview/job-1');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Junior Frontend developer (draft)');
  await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveText(
    'Preview of unpublished changes',
  );
  await expect(title).toHaveAttribute('data-sanity', /id=job-1;type=jobOffer;path=title\.en/);
  expect(await page.locator('[data-sanity]').count()).toBeGreaterThan(3);

  await page.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/en\/company\/pixelhouse\/jobs\/[^/]+\/job-1$/);
  await expect(title).toHaveText('Junior Frontend developer');
  await expectPublishedOnly(page, page.url());
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
  expect((await page.goto('/en/job/preview/job-1'))?.status()).toBe(401);
});

test('a Czech company preview keeps the profile’s own layout and shows the draft description', async ({
  page,
}) => {
  await openPreview(page, '/cs/company/preview/company-pixelhouse');
  const header = page.getByTestId('company-header');
  await expect(header).toContainText('Koncept: nový popis firmy, který čeká na schválení.');
  await expect(page.getByTestId('profile-nav')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Náhled' })).toHaveText('Náhled neveřejných změn');
  await expect(header.getByRole('heading', { level: 1 })).toHaveAttribute(
    'data-sanity',
    /id=company-pixelhouse;type=company;path=name/,
  );
  await chooseAnalytics(page, 'reject');
  expect(await seriousViolations(page)).toEqual([]);

  // In draft mode the public profile shows the draft too, with its overlays.
  await page.goto('/cs/spolecnost/pixelhouse');
  await expect(header).toContainText('Koncept: nový popis firmy, který čeká na schválení.');
  await expect(header.getByRole('heading', { level: 1 })).toHaveAttribute('data-sanity', /path=name/);

  // Out of draft mode, the cached public profile shows only published content.
  await page.goto('/cs/company/preview/company-pixelhouse');
  await page.getByRole('link', { name: 'Ukončit náhled' }).click();
  await expect(page).toHaveURL(/\/cs\/spolecnost\/pixelhouse$/);
  await expect(header).not.toContainText('Koncept');
  await expectPublishedOnly(page, '/cs/spolecnost/pixelhouse');
});

test('an article preview in Czech shows the draft title; a draft never published has a preview', async ({
  page,
}) => {
  await openPreview(page, '/cs/magazine/preview/article-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jak napsat životopis, který někdo dočte (koncept)',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-sanity', /path=title\.cs/);

  await page.goto('/en/job/preview/job-draft-only');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming position');
  expect((await page.goto('/en/job/preview/no-such-job'))?.status()).toBe(404);
});

test('in draft mode the home page marks each featured company, newest offer and article with its own document', async ({
  page,
}) => {
  await openPreview(page, '/cs/magazine/preview/article-1');
  await page.goto('/cs');
  const overlays = (section: string) =>
    page
      .getByTestId(section)
      .locator('[data-sanity]')
      .evaluateAll((marked) => marked.map((element) => element.getAttribute('data-sanity')));
  const companies = await overlays('home-companies');
  expect(companies.length).toBeGreaterThan(0);
  for (const target of companies) expect(target).toMatch(/id=company-[^;]+;type=company;path=name/);
  const offers = await overlays('home-jobs');
  expect(offers.length).toBeGreaterThan(0);
  for (const target of offers) expect(target).toMatch(/type=jobOffer;path=title\.cs/);
  const articles = await overlays('home-magazine');
  expect(articles).toContainEqual(expect.stringMatching(/type=article;path=title\.cs/));
  expect(articles).toContainEqual(expect.stringMatching(/type=article;path=excerpt\.cs/));
});

test('edit routes open the Studio on the document, and answer 404 for an unknown id', async ({ request }) => {
  for (const [path, location] of [
    ['/cs/company/edit/company-pixelhouse', '/studio/intent/edit/id=company-pixelhouse;type=company/'],
    ['/en/job/edit/job-draft-only', '/studio/intent/edit/id=job-draft-only;type=jobOffer/'],
    ['/en/magazine/edit/article-1', '/studio/intent/edit/id=article-1;type=article/'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe(location);
  }
  expect((await request.get('/cs/job/edit/no-such-job', { maxRedirects: 0 })).status()).toBe(404);
});
