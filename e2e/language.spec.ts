import { staticRoutes } from './support/site';
import { expect, test } from './support/test';

test('the language switch keeps the visitor on the same page in the other locale', async ({ page }) => {
  for (const route of staticRoutes.filter((r) => ['job offers', 'cookies', 'B2B terms'].includes(r.name))) {
    await page.goto(route.cs);
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`${route.en}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switch').click();
    await expect(page).toHaveURL(new RegExp(`${route.cs}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  }
});

test('the chosen locale is kept in a cookie for 365 days with SameSite=Lax', async ({ page, context }) => {
  await page.goto('/cs/prace');
  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL(/\/en\/jobs$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});
