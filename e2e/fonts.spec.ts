import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The font files the page downloaded until its text was drawn, by file name. */
async function fontsDownloaded(page: Page, path: string) {
  const files: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font')
      files.push(new URL(response.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  return files.map((file) => file.replace(/\.[\w-]+\.woff2$/, '').replace(/\.woff2$/, '')).sort();
}

for (const path of ['/cs/prace', '/en/jobs']) {
  test(`${path}: the text is drawn from the site's subsets, not fontsource's larger files`, async ({
    page,
  }) => {
    const files = await fontsDownloaded(page, path);
    expect(files).toEqual(
      expect.arrayContaining(['bricolage-grotesque-core-wght-normal', 'inter-core-wght-normal']),
    );
    expect(files.filter((file) => !/-(core|czech-slovak)-wght-normal$/.test(file))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      /Bricolage Grotesque Variable/,
    );
  });
}

test('a Czech page takes its Czech letters from their subset', async ({ page }) => {
  const files = await fontsDownloaded(page, '/cs/prace');
  expect(files).toEqual(
    expect.arrayContaining([
      'inter-czech-slovak-wght-normal',
      'bricolage-grotesque-czech-slovak-wght-normal',
    ]),
  );
});

test("a character no subset draws still comes in the site's font, from fontsource's file", async ({
  page,
}) => {
  await page.goto('/en/jobs');
  await page.evaluate(() => document.fonts.ready);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => /\/inter-latin-wght-normal\.[\w-]+\.woff2$/.test(answer.url())),
    page.evaluate(() => document.fonts.load('16px "Inter Variable"', 'Ø')),
  ]);
  expect(response.ok()).toBe(true);
});
