import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const homes = {
  cs: {
    path: '/cs',
    jobs: '/cs/prace',
    text: 'Pozice, dovednost nebo firma',
    city: /^Město/,
    submit: 'Hledat práci',
    companies: 'Firmy, které stojí za poznání',
    offers: 'Nejnovější pracovní nabídky',
    magazine: 'Z magazínu',
    newsletter: 'Nové firmy a nabídky jednou týdně',
    newsletterForm: 'Přihlášení k newsletteru',
    forCompanies: /\/cs\/pro-firmy$/,
    mainMenu: 'Hlavní menu',
    menuItems: ['Hlavní stránka', 'Profily firem', 'Pracovní nabídky', 'Magazín', 'Pro firmy'],
  },
  en: {
    path: '/en',
    jobs: '/en/jobs',
    text: 'Job title, skill or company',
    city: /^City/,
    submit: 'Search jobs',
    companies: 'Companies worth knowing',
    offers: 'Newest job offers',
    magazine: 'From the magazine',
    newsletter: 'New companies and jobs, once a week',
    newsletterForm: 'Newsletter sign-up',
    forCompanies: /\/en\/for-companies$/,
    mainMenu: 'Main menu',
    menuItems: ['Main page', 'Company profiles', 'Job offers', 'Magazine', 'For companies'],
  },
} as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await chooseAnalytics(page, 'reject');
}

for (const locale of ['cs', 'en'] as const) {
  const t = homes[locale];

  test.describe(`home page (${locale})`, () => {
    test("the header's menu names the sections as the spec does", async ({ page }) => {
      await open(page, t.path);
      const menu = page.getByRole('navigation', { name: t.mainMenu }).first();
      await expect(menu.getByRole('link')).toHaveText([...t.menuItems]);
    });

    test('the hero search lands on the job list with the text and the city', async ({ page }) => {
      await open(page, t.path);
      await page.getByRole('searchbox', { name: t.text }).fill('designer');
      await page.getByTestId('home-search').getByRole('combobox', { name: t.city }).selectOption('Praha');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${t.jobs}\\?q=designer&city=Praha$`));
    });

    test('shows featured companies, the newest job offers, articles and the way on', async ({ page }) => {
      await open(page, t.path);
      const companies = page.getByTestId('home-companies');
      await expect(companies.getByRole('heading', { level: 2, name: t.companies })).toBeVisible();
      expect(await companies.getByTestId('company-card').count()).toBeGreaterThanOrEqual(3);
      const offers = page.getByTestId('home-jobs');
      await expect(offers.getByRole('heading', { level: 2, name: t.offers })).toBeVisible();
      await expect(offers.getByTestId('job-card')).toHaveCount(6);
      const magazine = page.getByTestId('home-magazine');
      await expect(magazine.getByRole('heading', { level: 2, name: t.magazine })).toBeVisible();
      expect(await magazine.getByRole('article').count()).toBeGreaterThanOrEqual(1);
      const newsletter = page.getByTestId('home-newsletter');
      await expect(newsletter.getByRole('heading', { name: t.newsletter })).toBeVisible();
      // The form arrives as a reader scrolls towards it.
      await newsletter.scrollIntoViewIfNeeded();
      await expect(newsletter.getByRole('textbox')).toHaveCount(1);
      // The footer's sign-up stays off the home page, which has its own.
      await expect(page.getByRole('form', { name: t.newsletterForm })).toHaveCount(1);
      const forCompanies = page.locator('section[aria-labelledby="home-b2b"]').getByRole('link');
      await forCompanies.click();
      await expect(page).toHaveURL(t.forCompanies);
    });

    test('fits a phone screen and has no serious accessibility problems', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, t.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('a phone does not fetch the photo collage it does not show; a wide screen shows it', async ({
  page,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.add(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/cs');
  await page.waitForLoadState('load');
  const photo = page.locator('section[aria-labelledby="home-title"] div[aria-hidden="true"] img').first();
  const candidates = await photo.evaluate((img: HTMLImageElement) => [
    img.src,
    ...img.srcset.split(',').map((candidate) => new URL(candidate.trim().split(' ')[0], img.baseURI).href),
  ]);
  expect(candidates.filter((url) => requested.has(url))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('the bare root serves the Czech home', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najděte svůj kmen');
});
