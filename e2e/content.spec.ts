import { demoJobs, isLive } from './support/dataset';
import { TITLE_SUFFIX } from './support/site';
import { expect, test } from './support/test';

test('a company profile answers in both locales with its name, details and canonical URL', async ({
  page,
}) => {
  for (const [path, employees] of [
    ['/cs/spolecnost/pixelhouse', '140 zaměstnanců'],
    ['/en/company/pixelhouse', '140 employees'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Pixelhouse${TITLE_SUFFIX}`);
    const header = page.getByTestId('company-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('Pixelhouse');
    await expect(header).toContainText(employees);
    await expect(header).toContainText('Praha, Brno');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  expect((await page.goto('/en/company/no-such-company'))?.status()).toBe(404);
});

test('a company of one employee uses the singular, of three the Czech few-form', async ({ page }) => {
  await page.goto('/cs/spolecnost/skola-hrou');
  await expect(page.getByTestId('company-header')).toContainText('1 zaměstnanec');
  await expect(page.getByTestId('company-header')).toContainText('Připravujeme');
  await page.goto('/cs/spolecnost/nadhled-consulting');
  await expect(page.getByTestId('company-header')).toContainText('3 zaměstnanci');
});

test('a job detail answers at its canonical URL, and a stale slug redirects there', async ({
  page,
  request,
}) => {
  const canonical = '/en/company/pixelhouse/jobs/junior-frontend-developer-pixelhouse/job-1';
  expect((await page.goto(canonical))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Frontend developer');
  const stale = await request.get('/en/company/pixelhouse/jobs/old-title/job-1', { maxRedirects: 0 });
  expect(stale.status()).toBe(308);
  expect(stale.headers().location).toBe(canonical);
  await page.goto('/cs/prace/pixelhouse/cokoli/job-1');
  await expect(page).toHaveURL(
    /\/cs\/spolecnost\/pixelhouse\/prace\/junior-frontend-vyvojar-ka-pixelhouse\/job-1$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Junior Frontend vývojář/ka');
});

test('an article shows its reading time, and a category keeps its slug per language', async ({ page }) => {
  await page.goto('/en/magazine/how-to-write-a-cv-someone-reads-to-the-end/article-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to write a CV someone reads to the end',
  );
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await page.goto('/en/magazine/kariera');
  await expect(page).toHaveURL(/\/en\/magazine\/career$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
});

test('a job, an article and a category name their other-language version at its own address, as the sitemap does', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/cs/spolecnost/pixelhouse/prace/junior-frontend-vyvojar-ka-pixelhouse/job-1',
    '/en/magazine/how-to-write-a-cv-someone-reads-to-the-end/article-1',
    '/en/magazine/career',
  ]) {
    const html = await (await request.get(path)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="(?:cs|en)" href="([^"]+)"/g)].map(
      ([, href]) => new URL(href).pathname,
    );
    expect(alternates, path).toHaveLength(2);
    expect(alternates, path).toContain(path);
    for (const alternate of alternates) {
      expect((await request.get(alternate, { maxRedirects: 0 })).status(), alternate).toBe(200);
      expect(sitemap, alternate).toContain(`${alternate}</loc>`);
    }
  }
});

test('an address that names no page answers 404 without language alternates, however long', async ({
  request,
}) => {
  for (const path of ['/cs/spolecnost/no-such-company', `/en/company/${'a'.repeat(5000)}`]) {
    const answer = await request.get(path);
    expect(answer.status()).toBe(404);
    expect(answer.headers().link ?? '').not.toContain('rel="alternate"');
    expect(await answer.text()).not.toContain('rel="alternate"');
  }
  expect((await request.get(`/cs/prace?q=${'a'.repeat(9000)}`)).status()).toBe(414);
});

test('the legal pages, the footer and the technologies page show the editors’ content', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Who processes your data' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const network of ['YouTube', 'Instagram', 'LinkedIn', 'X', 'TikTok', 'Facebook']) {
    await expect(footer.getByRole('link', { name: `Tribe on ${network}` })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
  await page.goto('/cs/b2b/technologies');
  const icon = page.getByTestId('technology-grid').locator('img').first();
  await expect(icon).toBeVisible();
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the sitemap lists pages in both languages, live offers only', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('/cs/spolecnost/pixelhouse</loc>');
  expect(xml).toContain('/en/company/pixelhouse</loc>');
  expect(xml).toContain('/cs/spolecnost/pixelhouse/prace</loc>');
  expect(xml).toContain('/en/company/pixelhouse/jobs</loc>');
  expect(xml).not.toContain('skola-hrou');
  const [live, expired] = [demoJobs().filter(isLive), demoJobs().filter((job) => !isLive(job))];
  expect(xml).toContain(`/${live[0]._id}</loc>`);
  for (const job of expired) expect(xml).not.toContain(`/${job._id}</loc>`);
});
