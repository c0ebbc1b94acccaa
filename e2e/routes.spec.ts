import { locales, protectedRoutes, staticRoutes, TITLE_SUFFIX } from './support/site';
import { expect, test } from './support/test';

const listsWithFilters = ['companies', 'job offers'];

for (const route of staticRoutes) {
  for (const locale of locales) {
    test(`${route.name} answers in ${locale} with its language, title and canonical`, async ({ page }) => {
      const path = route[locale];
      const response = await page.goto(`${path}?utm_source=test`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`.+${TITLE_SUFFIX.replace(/[|]/g, '\\|')}$`));
      const base = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}${path}`);
      // The filterable lists render per request and share the query they were given; every other
      // page is the same whatever the query says, so it shares its canonical URL.
      const query = listsWithFilters.includes(route.name) ? '?utm_source=test' : '';
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
        'content',
        `${base}${path}${query}`,
      );
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        /\/meta\/og-image\.png$/,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

test("'/' serves the Czech home page", async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
});

for (const route of protectedRoutes) {
  test(`an anonymous visit to ${route.name} stays at its address and asks to sign in`, async ({ page }) => {
    for (const [path, headline] of [
      [route.cs, 'Přihlaste se a pokračujte'],
      [route.en, 'Sign in to continue'],
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('dialog').getByRole('heading', { name: headline })).toBeVisible();
      await expect(page.getByTestId('sign-in-wall')).toBeVisible();
    }
  });
}

test('the job short route permanently redirects to the job detail', async ({ request }) => {
  for (const [short, detail] of [
    ['/cs/prace/acme/vyvojar/j1', '/cs/spolecnost/acme/prace/vyvojar/j1'],
    ['/en/job/acme/developer/j1', '/en/company/acme/jobs/developer/j1'],
  ]) {
    const response = await request.get(short, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(detail);
  }
});
