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
  // Served under content-hashed names: 'inter-core-wght-normal.<hash>.woff2'.
  return files.map((file) => file.replace(/\.[\w-]+\.woff2$/, '')).sort();
}

const pages = [
  { path: '/cs/prace', czechLetters: true },
  { path: '/en/jobs', czechLetters: false },
];

for (const { path, czechLetters } of pages) {
  test(`${path}: the text is drawn from the site's subsets, not fontsource's larger files`, async ({
    page,
  }) => {
    const files = await fontsDownloaded(page, path);
    const expected = ['bricolage-grotesque-core-wght-normal', 'inter-core-wght-normal'];
    if (czechLetters) {
      expected.push('inter-czech-slovak-wght-normal', 'bricolage-grotesque-czech-slovak-wght-normal');
    }
    expect(files).toEqual(expect.arrayContaining(expected));
    expect(files.filter((file) => !/-(core|czech-slovak)-wght-normal$/.test(file))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      /Bricolage Grotesque Variable/,
    );
  });
}

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
