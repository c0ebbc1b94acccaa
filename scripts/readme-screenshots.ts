/**
 * `pnpm screenshots`: the README's screenshots, taken from the running built site (`pnpm start`,
 * or SITE_URL): the home page, a company profile, the job list and a job offer, in Czech and
 * English, on a 390 px phone and a 1366 px desktop, the consent banner answered.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { chromiumPath, MISSING_CHROMIUM } from './chromium';

const site = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const outDir = path.join(import.meta.dirname, '../docs/screenshots');

const company = { company_slug: process.env.SCREENSHOT_COMPANY ?? 'datova-tovarna' };
const bothLocales = (name: string, pathOf: (locale: 'cs' | 'en') => string) => ({
  name,
  cs: pathOf('cs'),
  en: pathOf('en'),
});
const pages = [
  bothLocales('home', (locale) => localizedPath('/', locale)),
  bothLocales('company', (locale) => localizedPath('/company/[company_slug]', locale, company)),
  bothLocales('jobs', (locale) => localizedPath('/jobs', locale)),
];
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** A job offer's address in both languages: the first card of the job list. */
async function jobPaths(page: Page) {
  const paths: Record<'cs' | 'en', string> = { cs: '', en: '' };
  for (const locale of ['cs', 'en'] as const) {
    await page.goto(`${site}${pages[2][locale]}`);
    const href = await page.getByTestId('job-card').first().locator('a').first().getAttribute('href');
    if (!href) throw new Error(`No job offer on ${pages[2][locale]}`);
    paths[locale] = new URL(href, site).pathname;
  }
  return paths;
}

const executablePath = chromiumPath();
if (!executablePath) throw new Error(MISSING_CHROMIUM);
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  await mkdir(outDir, { recursive: true });
  const setup = await browser.newPage();
  const job = { name: 'job', ...(await jobPaths(setup)) };
  await setup.close();
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const target of [...pages, job]) {
      for (const locale of ['cs', 'en'] as const) {
        await page.goto(`${site}${target[locale]}`, { waitUntil: 'networkidle' });
        const banner = page.getByRole('region', { name: /Cookies/ });
        if (await banner.isVisible()) {
          await banner.getByRole('button', { name: /Odmítnout|Reject/ }).click();
          await banner.waitFor({ state: 'hidden' });
        }
        const file = path.join(outDir, `${target.name}-${locale}-${viewport.width}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
        console.log(path.relative(process.cwd(), file));
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
