import { expect, test } from './support/test';

test('an unknown path shows the 404 page, and back_home goes to the home page', async ({ page }) => {
  const response = await page.goto('/cs/tahle-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chyba 404 – Stránka nenalezena');
  await expect(page.getByText('Stránka nenalezena: /cs/tahle-stranka-neexistuje')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
  await expect(page).toHaveURL(/\/cs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Najděte svůj kmen');
});

test('the English 404 page speaks English', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404 - Page not found');
  await expect(page.getByText("This is not the path you're looking for.")).toBeVisible();
  await expect(page.getByText('Page not found: /en/no-such-page')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

for (const { path, title, back, home } of [
  {
    path: '/cs/spolecnost/%E0%A4%A',
    title: 'Chyba 400 – Poškozená adresa',
    back: 'Zpět na úvodní stránku',
    home: /\/cs$/,
  },
  {
    path: '/en/company/%E0%A4%A',
    title: 'Error 400 - Damaged address',
    back: 'Back to the home page',
    home: /\/en$/,
  },
]) {
  test(`a damaged link says what is wrong in the address's language and leads home (${path})`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('link', { name: back }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a path without a locale is sent to its Czech version', async ({ page }) => {
  const response = await page.goto('/neznama-cesta');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/cs\/neznama-cesta$/);
});

const missingContent = [
  { kind: 'company', path: '/cs/spolecnost/zadna-takova' },
  { kind: 'company', path: '/en/company/no-such-company' },
  { kind: "company's job offers", path: '/en/company/no-such-company/jobs' },
  { kind: 'job offer', path: '/cs/spolecnost/pixelhouse/prace/tester/no-such-id' },
  { kind: 'job offer', path: '/en/company/pixelhouse/jobs/tester/no-such-id' },
  // The short address redirects to the company's before the offer is looked up.
  {
    kind: 'job offer (short address)',
    path: '/cs/prace/pixelhouse/tester/no-such-id',
    shown: '/cs/spolecnost/pixelhouse/prace/tester/no-such-id',
  },
  { kind: 'magazine category', path: '/cs/magazin/zadna-rubrika' },
  { kind: 'article', path: '/en/magazine/stories/no-such-article' },
  { kind: 'company edit screen', path: '/cs/company/edit/no-such-id' },
  { kind: 'job offer edit screen', path: '/en/job/edit/no-such-id' },
  { kind: 'article edit screen', path: '/cs/magazine/edit/no-such-id' },
] as const;

const notFoundTexts = {
  cs: { heading: 'Chyba 404 – Stránka nenalezena', menu: 'Hlavní stránka', home: 'Zpět na úvodní stránku' },
  en: { heading: 'Error 404 - Page not found', menu: 'Main page', home: 'Back to the home page' },
} as const;

test.describe('content that does not exist, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { kind, path, ...rest } of missingContent) {
    const shown = 'shown' in rest ? rest.shown : path;
    test(`a ${kind} answers 404 with the site's page in the visitor's language (${path})`, async ({
      page,
    }) => {
      const lang = path.startsWith('/cs') ? 'cs' : 'en';
      const texts = notFoundTexts[lang];
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
      await expect(page.getByTestId('error-message')).toHaveText(new RegExp(`: ${shown}$`));
      await expect(page.getByRole('banner').getByRole('link', { name: texts.menu })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: texts.home })).toHaveAttribute('href', `/${lang}`);
    });
  }
});
