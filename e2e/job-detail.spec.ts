import type { Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { companySlugOf, type DemoJob, demoJobs, isLive } from './support/dataset';
import { chooseAnalytics, locales } from './support/site';
import { expect, test } from './support/test';

const detailPath = (job: DemoJob, locale: 'cs' | 'en') =>
  localizedPath('/company/[company_slug]/jobs/[slug]/[id]', locale, {
    company_slug: companySlugOf(job.company._ref),
    slug: job.slug[locale].current,
    id: job._id,
  });

/** A live offer with a salary range, benefits and sections, whose company has other live offers. */
function richLiveJob(): DemoJob {
  const jobs = demoJobs().filter(isLive);
  const found = jobs.find(
    (job) =>
      job.salaryFrom &&
      job.salaryTo &&
      job.benefits?.length &&
      job.sections?.some((section) => section.heading) &&
      jobs.some((other) => other._id !== job._id && other.company._ref === job.company._ref),
  );
  if (!found) throw new Error('The demo dataset has no live offer with salary, benefits and siblings');
  return found;
}

async function structuredData(page: Page): Promise<{ '@type': string; title?: string }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

for (const locale of locales) {
  test(`a job detail shows its facts, the company and its other offers (${locale})`, async ({ page }) => {
    const job = richLiveJob();
    await page.goto(detailPath(job, locale));
    await chooseAnalytics(page, 'reject');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title[locale]);

    const amount = (value: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: job.currency ?? 'CZK',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }).format(value);
    const salary = page.getByTestId('job-salary');
    await expect(salary).toContainText(amount(job.salaryFrom ?? 0));
    await expect(salary).toContainText(amount(job.salaryTo ?? 0));
    // The box's heading says 'Salary' once; the amount under it does not repeat it.
    await expect(salary).not.toContainText(locale === 'cs' ? 'Mzda' : 'Salary');
    await expect(page.getByTestId('job-facts')).toContainText(job.city);
    const heading = job.sections?.find((section) => section.heading)?.heading?.[locale] ?? '';
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByTestId('job-benefits')).toContainText(job.benefits?.[0]?.[locale] ?? '');
    await expect(page.getByTestId('application-section')).toBeVisible();

    const posting = (await structuredData(page)).find((data) => data['@type'] === 'JobPosting');
    // The title as the page sets it: no-break spaces where Czech typography binds words.
    expect(posting?.title?.replace(/\s/g, ' ')).toBe(job.title[locale]);

    // The company's other offers load as a reader scrolls near them.
    await page.getByTestId('job-company').scrollIntoViewIfNeeded();
    const others = page.getByTestId('job-company').getByTestId('job-card');
    await expect(others.first()).toBeVisible();
    const links = await others
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(0);
    expect(links.some((href) => href.endsWith(`/${job._id}`))).toBe(false);
  });
}

test('an expired offer says it has closed and carries no JobPosting', async ({ page }) => {
  const expired = demoJobs().find((job) => !isLive(job));
  if (!expired) throw new Error('The demo dataset has no expired offer');
  await page.goto(detailPath(expired, 'en'));
  await expect(page.getByTestId('job-closed')).toContainText('This job offer has closed');
  await expect(page.getByTestId('application-section')).toHaveCount(0);
  const types = (await structuredData(page)).map((data) => data['@type']);
  expect(types).toContain('BreadcrumbList');
  expect(types).not.toContain('JobPosting');
});

test('the job detail fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(detailPath(richLiveJob(), 'cs'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
