import { expect, test } from './support/test';

test('an unknown path shows the 404 page, and back_home goes to the home page', async ({ page }) => {
  const response = await page.goto('/cs/tahle-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chyba 404 – Stránka nenalezena');
  await expect(page.getByText('Stránka nenalezena: /cs/tahle-stranka-neexistuje')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Zpět na úvodní stránku' }).click();
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
  await page.getByRole('button', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a path without a locale is sent to its Czech version', async ({ page }) => {
  const response = await page.goto('/neznama-cesta');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/cs\/neznama-cesta$/);
});

// A page that finds no content calls notFound(): Next.js 16.4 answers 404 with an empty shell
// that the browser fills in (vercel/next.js#62228), so the text is checked as a visitor sees it.
test('a page whose content does not exist answers 404 with its not-found page in the visitor language', async ({
  page,
  request,
}) => {
  const missing = [
    { path: '/cs/spolecnost/zadna-takova', lang: 'cs' },
    { path: '/en/company/no-such-company', lang: 'en' },
    { path: '/en/company/no-such-company/jobs', lang: 'en' },
    { path: '/en/company/pixelhouse/jobs/tester/no-such-id', lang: 'en' },
    { path: '/cs/magazin/zadna-rubrika', lang: 'cs' },
    { path: '/en/magazine/stories/no-such-article', lang: 'en' },
  ];
  for (const { path, lang } of missing) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      lang === 'cs' ? 'Chyba 404 – Stránka nenalezena' : 'Error 404 - Page not found',
    );
  }
});
