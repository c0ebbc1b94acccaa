import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  chooseSearchable,
  countAfterChange,
  jobLabels,
  openJobList,
  renderedResultCount,
  resultCount,
} from './support/jobs';
import { chooseAnalytics, locales } from './support/site';
import { expect, test } from './support/test';

type Labels = (typeof jobLabels)[keyof typeof jobLabels];

/**
 * Applies one filter and checks it narrows the list, shows in the URL and survives a reload (the
 * server renders the same count for that URL), then clears it.
 */
async function expectFilterNarrows(
  page: Page,
  labels: Labels,
  total: number,
  param: RegExp,
  apply: () => Promise<void>,
) {
  await apply();
  // The URL changes when the new results arrive, which can take a while on a busy machine.
  await expect(page).toHaveURL(param, { timeout: 30_000 });
  const filtered = await countAfterChange(page, total);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  expect(await renderedResultCount(page, page.url())).toBe(filtered);
  await page.getByRole('link', { name: labels.clear }).click();
  await expect(page).not.toHaveURL(/\?/);
  await expect.poll(() => resultCount(page)).toBe(total);
  await expect(page.locator('form[data-hydrated]')).toBeVisible({ timeout: 30_000 });
}

for (const locale of locales) {
  const labels = jobLabels[locale];

  test.describe(`job list (${locale})`, () => {
    test('every filter, the text search and the salary switch narrow the results and stay in the URL', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await openJobList(page, labels.list);
      await chooseAnalytics(page, 'reject');
      const total = await resultCount(page);
      expect(total).toBeGreaterThan(20);

      const select = (label: string, value: string) => async () => {
        await page.getByLabel(label, { exact: true }).selectOption(value);
      };
      await expectFilterNarrows(page, labels, total, /city=Brno/, () =>
        chooseSearchable(page, labels.city, 'Brno'),
      );
      await expectFilterNarrows(page, labels, total, /company=pixelhouse/, () =>
        chooseSearchable(page, labels.company, 'Pixelhouse'),
      );
      await expectFilterNarrows(page, labels, total, /seniority=senior/, select(labels.seniority, 'senior'));
      await expectFilterNarrows(
        page,
        labels,
        total,
        /workload=part-time/,
        select(labels.workload, 'part-time'),
      );
      await expectFilterNarrows(
        page,
        labels,
        total,
        /workingMode=hybrid/,
        select(labels.workingMode, 'hybrid'),
      );
      await expectFilterNarrows(
        page,
        labels,
        total,
        /employmentType=internship/,
        select(labels.employmentType, 'internship'),
      );
      await expectFilterNarrows(page, labels, total, /drivingLicence=B/, select(labels.drivingLicence, 'B'));
      await expectFilterNarrows(page, labels, total, /q=Senior/, () =>
        page.getByRole('searchbox', { name: labels.text }).fill('Senior'),
      );
      await expectFilterNarrows(page, labels, total, /salary=1/, () =>
        page.getByRole('checkbox', { name: labels.salaryOnly }).check({ force: true }),
      );
      await expectFilterNarrows(page, labels, total, /minSalary=80000/, () =>
        page.getByRole('textbox', { name: labels.minSalary }).fill('80000'),
      );
    });

    test('filters combine, and a shared search opens with the same filters and results', async ({ page }) => {
      await openJobList(
        page,
        `${labels.list}?city=Praha&seniority=senior&salary=1&page=1&bogus=7&workload=lots`,
      );
      await chooseAnalytics(page, 'reject');
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(0);
      await expect(page.getByRole('combobox', { name: labels.city })).toHaveValue('Praha');
      await expect(page.getByLabel(labels.seniority, { exact: true })).toHaveValue('senior');
      await expect(page.getByRole('checkbox', { name: labels.salaryOnly })).toBeChecked();
      await expect(page.getByLabel(labels.workload, { exact: true })).toHaveValue('');
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(Math.min(count, 20));
      for (const text of await cards.allTextContents()) expect(text).toContain('Praha');
    });

    test('cards state the salary in all four ways and link to the job detail', async ({ page }) => {
      test.setTimeout(120_000);
      const seen = new Set<string>();
      for (let pageNumber = 1; pageNumber <= 5 && seen.size < 4; pageNumber++) {
        await page.goto(`${labels.list}?page=${pageNumber}`);
        for (const text of await page.getByTestId('job-card-salary').allTextContents()) {
          for (const [shape, pattern] of Object.entries(labels.salary))
            if (pattern.test(text.trim())) seen.add(shape);
        }
      }
      expect([...seen].sort()).toEqual(['from', 'none', 'range', 'to']);
      await page.goto(labels.list);
      const firstCard = page.getByTestId('job-card').first();
      const title = (await firstCard.getByRole('heading').textContent()) ?? '';
      await firstCard.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(
        new RegExp(
          `/${locale === 'cs' ? 'spolecnost' : 'company'}/[^/]+/${locale === 'cs' ? 'prace' : 'jobs'}/[^/]+/job-`,
        ),
        { timeout: 30_000 },
      );
    });

    test("the first card's image loads at once, the others when scrolled to", async ({ page }) => {
      await page.goto(labels.list);
      const previews = page.getByTestId('job-card').locator('img.object-cover');
      await expect(previews.first()).toHaveAttribute('loading', 'eager');
      await expect(previews.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(previews.nth(1)).toHaveAttribute('loading', 'lazy');
    });

    test("a card's page is fetched ahead when the pointer reaches it, not when the list shows it", async ({
      page,
    }) => {
      const fetchedAhead: string[] = [];
      page.on('request', (request) => {
        if (request.headers().rsc) fetchedAhead.push(new URL(request.url()).pathname);
      });
      await openJobList(page, labels.list);
      await page.waitForLoadState('networkidle');
      const link = page.getByTestId('job-card').first().getByRole('link').first();
      const target = (await link.getAttribute('href')) as string;
      expect(fetchedAhead).not.toContain(target);
      await link.hover();
      await expect.poll(() => fetchedAhead).toContain(target);
    });

    test('a search without results says so and offers to clear the filters', async ({ page }) => {
      await page.goto(`${labels.list}?q=zzqxv&city=Brno`);
      await chooseAnalytics(page, 'reject');
      await expect(page.getByRole('heading', { name: labels.empty })).toBeVisible();
      expect(await resultCount(page)).toBe(0);
      await page.getByRole('link', { name: labels.clear }).first().click();
      await expect(page.getByTestId('job-card').first()).toBeVisible();
    });

    test('a word no offer has is left out of a two-word search, and the page says which', async ({
      page,
    }) => {
      await page.goto(`${labels.list}?q=${encodeURIComponent('UI designer')}`);
      await chooseAnalytics(page, 'reject');
      await expect(page.getByTestId('left-out-word')).toHaveText(labels.leftOut('UI'));
      const titles = await page.getByTestId('job-card').getByRole('heading').allTextContents();
      expect(titles.length).toBeGreaterThanOrEqual(2);
      for (const title of titles) expect(title).toMatch(/design/i);
      await page.goto(`${labels.list}?q=${encodeURIComponent('product designer')}`);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      await expect(page.getByTestId('left-out-word')).toHaveCount(0);
    });

    test('a word no offer has: the page names the spelling it searched for, or offers one offers are named by', async ({
      page,
    }) => {
      await page.goto(`${labels.list}?q=Swift`);
      await chooseAnalytics(page, 'reject');
      await expect(page.getByTestId('respelled-word')).toHaveText(labels.respelled('Swift', 'shift'));
      for (const title of await page.getByTestId('job-card').getByRole('heading').allTextContents())
        expect(title).toMatch(/shift|směn/i);
      await page.goto(`${labels.list}?q=skldnk`);
      await expect(page.getByTestId('did-you-mean')).toHaveText(labels.didYouMean('skladník'));
      await page.getByTestId('did-you-mean').getByRole('link').click();
      await expect(page).toHaveURL(/q=skladn%C3%ADk/);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      await expect(page.getByTestId('respelled-word')).toHaveCount(0);
      await page.goto(`${labels.list}?q=rust`);
      await expect(page.getByRole('heading', { name: labels.empty })).toBeVisible();
      await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
      await expect(page.getByText(labels.emptyWords)).toBeVisible();
      await page.getByRole('link', { name: labels.clearSearch }).click();
      await expect(page).toHaveURL(new RegExp(`${labels.list}$`));
      await expect(page.getByTestId('job-card').first()).toBeVisible();
    });

    test('words found apart but not together: the page offers each search with a word fewer, filters kept', async ({
      page,
    }) => {
      await page.goto(`${labels.list}?${new URLSearchParams({ q: 'svářeč praha', workload: 'full-time' })}`);
      await chooseAnalytics(page, 'reject');
      await expect(page.getByRole('heading', { name: labels.empty })).toBeVisible();
      const fewer = page.getByTestId('fewer-words');
      await expect(fewer.getByRole('paragraph')).toHaveText(labels.fewerWords);
      await expect(fewer.getByRole('link')).toHaveText([
        `svářeč ${labels.offers(1)}`,
        /^praha \d+ (nabídek|offers)$/,
      ]);
      await fewer.getByRole('link', { name: /^svářeč/ }).click();
      await expect(page).toHaveURL(/q=sv%C3%A1%C5%99e%C4%8D/);
      await expect(page).toHaveURL(/workload=full-time/);
      await expect(page.getByTestId('job-card')).toHaveCount(1);
      expect(await resultCount(page)).toBe(1);
    });

    test('a page past the last goes to the last page, its filters kept', async ({ page }) => {
      await page.goto(`${labels.list}?seniority=junior&page=99`);
      await expect(page.getByTestId('job-card').first()).toBeVisible();
      const lastPage = Math.ceil((await resultCount(page)) / 20);
      expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe(String(lastPage));
      await expect(page).toHaveURL(/seniority=junior/);
      await expect(page.getByRole('heading', { name: labels.empty })).toHaveCount(0);
    });

    test('pages link to each other with rel prev and next', async ({ page }) => {
      await page.goto(`${labels.list}?seniority=junior`);
      const next = page.locator('nav a[rel="next"]').first();
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page).toHaveURL(/seniority=junior/);
      await expect(page.locator('nav a[rel="prev"]').first()).toBeVisible();
    });

    test("a company's job list shows only its offers and links back to its profile", async ({ page }) => {
      await openJobList(page, labels.companyList('pixelhouse'));
      await chooseAnalytics(page, 'reject');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Pixelhouse');
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(0);
      const cards = page.getByTestId('job-card');
      await expect(cards).toHaveCount(Math.min(count, 20));
      for (const text of await cards.allTextContents()) expect(text).toContain('Pixelhouse');
      await expect(page.getByRole('combobox', { name: labels.company })).toHaveCount(0);
      await page.getByLabel(labels.seniority, { exact: true }).selectOption('senior');
      await expect(page).toHaveURL(/seniority=senior/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const text of await cards.allTextContents()) expect(text).toContain('Pixelhouse');
      await page.getByRole('link', { name: labels.backTo('Pixelhouse') }).click();
      await expect(page).toHaveURL(
        new RegExp(`/${locale}/${locale === 'cs' ? 'spolecnost' : 'company'}/pixelhouse$`),
        { timeout: 30_000 },
      );
      const missing = await page.goto(labels.companyList('no-such-company'));
      expect(missing?.status()).toBe(404);
    });

    test('nothing scrolls sideways on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of [
        labels.list,
        `${labels.list}?city=Praha&salary=1`,
        labels.companyList('pixelhouse'),
      ]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });

  test.describe(`job list without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('the filter form still searches with a plain GET', async ({ page }) => {
      await page.goto(labels.list);
      const total = await resultCount(page);
      await page.getByLabel(labels.city, { exact: true }).selectOption('Praha');
      await page.getByLabel(labels.seniority, { exact: true }).selectOption('senior');
      await page.getByRole('button', { name: labels.search, exact: true }).click();
      await expect(page).toHaveURL(/city=Praha/);
      await expect(page).toHaveURL(/seniority=senior/);
      const filtered = await resultCount(page);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(total);
    });
  });
}

for (const path of ['/cs/prace', '/en/jobs']) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await chooseAnalytics(page, 'reject');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(serious).toEqual([]);
  });
}
