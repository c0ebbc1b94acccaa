import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  companiesIn,
  companiesInIndustry,
  companyCountLabel,
  demoCompanies,
  liveOfferCount,
  openPositionsLabel,
} from './support/demo-data';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const pages = {
  cs: {
    path: '/cs/spolecnosti',
    search: 'Společnost, obor nebo klíčové slovo',
    city: /^Město/,
    industry: /^Obor/,
    healthcare: 'Zdravotnictví',
    submit: 'Hledat',
    empty: 'Těmto filtrům neodpovídá žádná společnost',
    didYouMean: (spelling: string) => `Měli jste na mysli ${spelling}?`,
    clear: 'Zrušit všechny filtry',
  },
  en: {
    path: '/en/companies',
    search: 'Company, industry or keyword',
    city: /^City/,
    industry: /^Industry/,
    healthcare: 'Healthcare',
    submit: 'Search',
    empty: 'No company matches these filters',
    didYouMean: (spelling: string) => `Did you mean ${spelling}?`,
    clear: 'Clear all filters',
  },
} as const;

const resultCount = (page: Page) => page.getByTestId('company-results-count');

/** The page with the consent banner answered and the client code ready for input. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await chooseAnalytics(page, 'reject');
  await page.waitForLoadState('networkidle');
}

for (const locale of ['cs', 'en'] as const) {
  const t = pages[locale];
  const total = companyCountLabel(demoCompanies.length, locale);

  test.describe(`company list (${locale})`, () => {
    test('a card shows the company’s name and its live offers', async ({ page }) => {
      await open(page, t.path);
      await expect(resultCount(page)).toHaveText(total);
      const company = demoCompanies.find((candidate) => candidate._id === 'company-pixelhouse');
      if (!company) throw new Error('The demo data has no Pixelhouse');
      const card = page.getByTestId('company-card').filter({ hasText: company.name });
      await expect(card.getByRole('heading', { name: company.name })).toBeVisible();
      await expect(card.getByTestId('company-card-open-positions')).toHaveText(
        openPositionsLabel(liveOfferCount(company._id), locale),
      );
      await card.getByRole('link', { name: company.name }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale === 'cs' ? 'spolecnost' : 'company'}/pixelhouse$`));
    });

    test('text search, city and industry narrow the list, live in the URL and survive a reload', async ({
      page,
    }) => {
      await open(page, t.path);
      await page.getByRole('searchbox', { name: t.search }).fill('fintech');
      await page.getByRole('searchbox', { name: t.search }).press('Enter');
      await expect(page).toHaveURL(/[?&]q=fintech/);
      await expect(resultCount(page)).not.toHaveText(total);
      await expect(page.getByTestId('company-card').filter({ hasText: 'Koruna Pay' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('fintech');
      await expect(page.getByTestId('company-card').filter({ hasText: 'Koruna Pay' })).toBeVisible();

      // Analytics was answered above, so the banner does not come back.
      await page.goto(t.path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('combobox', { name: t.city }).selectOption('Liberec');
      await expect(page).toHaveURL(/[?&]city=Liberec/);
      await expect(resultCount(page)).toHaveText(companyCountLabel(companiesIn('Liberec').length, locale));
      await page.reload();
      await expect(resultCount(page)).toHaveText(companyCountLabel(companiesIn('Liberec').length, locale));
      await expect(page.getByRole('combobox', { name: t.city })).toHaveValue('Liberec');

      await page.getByRole('combobox', { name: t.industry }).selectOption({ label: t.healthcare });
      await expect(page).toHaveURL(/[?&]industry=healthcare/);
      await expect(page).toHaveURL(/[?&]city=Liberec/);
      await page.getByRole('link', { name: /Liberec/ }).click();
      await expect(page).not.toHaveURL(/city=/);
      await expect(resultCount(page)).toHaveText(
        companyCountLabel(companiesInIndustry('Healthcare').length, locale),
      );
      await page.reload();
      await expect(page.getByRole('combobox', { name: t.industry })).toHaveValue('healthcare');
    });

    test('the value filter finds companies that share a value', async ({ page }) => {
      await open(page, t.path);
      const values = page.getByRole('group', {
        name: locale === 'cs' ? 'Hodnoty, které sdílíte' : 'Values you share',
      });
      await expect(values).toBeVisible();
      const first = values.getByRole('radio').nth(1);
      const tag = await first.getAttribute('value');
      const expected = demoCompanies.filter((company) => company.valueTags?.includes(tag ?? '')).length;
      await first.check({ force: true });
      await expect(page).toHaveURL(new RegExp(`[?&]value=${tag}`));
      await expect(resultCount(page)).toHaveText(companyCountLabel(expected, locale));
      await page.reload();
      await expect(values.getByRole('radio').nth(1)).toBeChecked();
    });

    test('a search without results says so and leads back to all companies', async ({ page }) => {
      await open(page, `${t.path}?q=zzzqqq&city=Atlantis&page=banana`);
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
      await page.getByTestId('company-list-empty').getByRole('link', { name: t.clear }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(resultCount(page)).toHaveText(total);
    });

    test('a misspelt search offers the spelling that finds companies, its filters kept', async ({ page }) => {
      await open(page, `${t.path}?q=fintek&city=Praha`);
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
      const offer = page.getByTestId('did-you-mean');
      await expect(offer).toHaveText(t.didYouMean('fintech'));
      await offer.getByRole('link').click();
      await expect(page).toHaveURL(/q=fintech/);
      await expect(page).toHaveURL(/city=Praha/);
      await expect(page.getByTestId('company-card').first()).toBeVisible();
      await page.goto(`${t.path}?q=fintek&city=Brno`);
      await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
      await expect(page.getByTestId('did-you-mean')).toHaveCount(0);
    });

    test('a page past the last goes to the last page, its filters kept', async ({ page }) => {
      const pageCount = Math.ceil(demoCompanies.length / 12);
      await open(page, `${t.path}?page=99`);
      await expect(page).toHaveURL(new RegExp(`${t.path}${pageCount > 1 ? `\\?page=${pageCount}` : ''}$`));
      await expect(resultCount(page)).toHaveText(total);
      await expect(page.getByTestId('company-card').first()).toBeVisible();
      await page.goto(`${t.path}?city=Brno&page=99`);
      await expect(page).toHaveURL(new RegExp(`${t.path}\\?city=Brno$`));
      await expect(page.getByTestId('company-card').filter({ hasText: 'Zelená energie' })).toBeVisible();
    });

    test('the filters work without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(t.path);
      await page.getByRole('searchbox', { name: t.search }).fill('energie');
      await page.getByRole('combobox', { name: t.city }).selectOption('Brno');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=energie/);
      await expect(page).toHaveURL(/[?&]city=Brno/);
      await expect(page.getByTestId('company-card').filter({ hasText: 'Zelená energie' })).toBeVisible();
      await expect(resultCount(page)).not.toHaveText(total);
      await context.close();
    });

    test('fits a phone screen and has no serious accessibility problems', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, t.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
