import { expect, test } from './support/test';

const article = '/en/magazine/how-to-write-a-cv-someone-reads-to-the-end/article-1';

test('the shared link keeps the campaign tags the page was opened with', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { sharedUrl: string }).sharedUrl = data.url ?? '';
      },
    });
  });
  await page.goto(`${article}?utm_source=newsletter&utm_medium=email`);
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = new URL(await page.evaluate(() => (window as unknown as { sharedUrl: string }).sharedUrl));
  expect(shared.pathname).toBe(article);
  expect(Object.fromEntries(shared.searchParams)).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
});
