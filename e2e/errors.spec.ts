import { expect, test } from './support/test';

test('an unknown path shows the 404 page, and back_home goes to the home page', async ({ page }) => {
  const response = await page.goto('/cs/tahle-stranka-neexistuje');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chyba 404 – Stránka nenalezena');
  await expect(page.getByText('Stránka nenalezena: /cs/tahle-stranka-neexistuje')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Zpět na hlavní stránku' }).click();
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
  await page.getByRole('button', { name: 'Back to home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('a path without a locale is sent to its Czech version', async ({ page }) => {
  const response = await page.goto('/neznama-cesta');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/cs\/neznama-cesta$/);
});

test('a page whose content does not exist answers its 404 page in the HTML, without JavaScript', async ({
  request,
}) => {
  const missing = [
    {
      path: '/cs/spolecnost/zadna-takova',
      lang: 'cs',
      text: 'Stránka nenalezena: /cs/spolecnost/zadna-takova',
    },
    {
      path: '/en/company/no-such-company/jobs',
      lang: 'en',
      text: 'Page not found: /en/company/no-such-company/jobs',
    },
    {
      path: '/en/company/pixelhouse/jobs/tester/no-such-id',
      lang: 'en',
      text: 'Page not found: /en/company/pixelhouse/jobs/tester/no-such-id',
    },
    { path: '/cs/magazin/zadna-rubrika', lang: 'cs', text: 'Stránka nenalezena: /cs/magazin/zadna-rubrika' },
    {
      path: '/en/magazine/stories/no-such-article',
      lang: 'en',
      text: 'Page not found: /en/magazine/stories/no-such-article',
    },
  ];
  for (const { path, lang, text } of missing) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).toContain(text);
    expect(html, path).toContain(
      lang === 'cs' ? 'Chyba 404 – Stránka nenalezena' : 'Error 404 - Page not found',
    );
  }
});
