import type { Locator, Page } from '@playwright/test';
import { FAMILIES } from '../scripts/fonts/subsets';
import { startSignedIn } from './support/account';
import { demoJobs, isLive, jobDetailPath } from './support/dataset';
import { expect, test } from './support/test';

// Measured as most visitors see the pages: with their animations.
test.use({ reducedMotion: 'no-preference' });

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
  // Served under content-hashed names: 'bricolage-grotesque-core-wght-normal.<hash>.woff2'.
  return files.map((file) => file.replace(/\.[\w-]+\.woff2$/, '')).sort();
}

const pages = [
  { path: '/cs/prace', czechLetters: true },
  { path: '/en/jobs', czechLetters: false },
];

for (const { path, czechLetters } of pages) {
  test(`${path}: the headings are drawn from the site's subsets, the body text from the device's font`, async ({
    page,
  }) => {
    const files = await fontsDownloaded(page, path);
    const expected = ['bricolage-grotesque-core-wght-normal'];
    if (czechLetters) expected.push('bricolage-grotesque-czech-slovak-wght-normal');
    expect(files).toEqual(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
      'font-family',
      /^"Bricolage Grotesque Variable"/,
    );
    await expect(page.locator('body')).toHaveCSS('font-family', /^-apple-system, BlinkMacSystemFont/);
  });
}

test("a character no subset draws still comes in the headings' font, from fontsource's file", async ({
  page,
}) => {
  await page.goto('/en/jobs');
  await page.evaluate(() => document.fonts.ready);
  const [response] = await Promise.all([
    page.waitForResponse((answer) =>
      /\/bricolage-grotesque-latin-wght-normal\.[\w-]+\.woff2$/.test(answer.url()),
    ),
    page.evaluate(() => document.fonts.load('700 16px "Bricolage Grotesque Variable"', 'Ø')),
  ]);
  expect(response.ok()).toBe(true);
});

/** Where the company header's name and curiosity ring sit on a phone, with or without the web font. */
async function headerLayout(page: Page, path: string, webFont: boolean) {
  await page.setViewportSize({ width: 412, height: 823 });
  if (!webFont) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const placeOf = async (element: Locator) => {
    const { y, height } = (await element.boundingBox()) ?? { y: -1, height: -1 };
    return { y: Math.round(y), height: Math.round(height) };
  };
  const name = page.getByRole('heading', { level: 1 });
  return {
    nameFont: await name.evaluate((heading) => getComputedStyle(heading).fontFamily),
    name: await placeOf(name),
    ring: await placeOf(page.getByTestId('curiosity-ring')),
  };
}

for (const path of ['/cs/spolecnost/datova-tovarna', '/en/company/datova-tovarna']) {
  test(`${path}: nothing below the company's name moves when the headings' font arrives`, async ({
    page,
  }) => {
    const before = await headerLayout(page, path, false);
    const after = await headerLayout(await page.context().newPage(), path, true);
    expect(after.name.height).toBe(before.name.height);
    expect(after.ring).toEqual(before.ring);
    // Drawn in the device font shaped like the web font (web/app/fonts/fallbacks.css) meanwhile.
    expect(before.nameFont).toContain('"Bricolage Grotesque Variable Fallback: Liberation Sans"');
  });
}

/** Each font family the page's text is set in, with the weights it asks of it. */
async function weightsAskedFor(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const asked: Record<string, Set<number>> = {};
    for (const element of document.body.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.split(',')[0].replaceAll('"', '').trim();
      asked[family] = (asked[family] ?? new Set()).add(Number(style.fontWeight));
    }
    return Object.fromEntries(Object.entries(asked).map(([family, weights]) => [family, [...weights]]));
  });
}

test("every text in the headings' web font asks for a weight its files draw", async ({ page }) => {
  const job = demoJobs().find(isLive);
  if (!job) throw new Error('The demo dataset has no live job offer');
  const publicPages = [
    '/cs',
    '/cs/prace',
    '/cs/spolecnost/datova-tovarna',
    jobDetailPath(job, 'cs'),
    '/cs/magazin',
    '/en/for-companies',
    '/en/jobs',
  ];
  const outside: string[] = [];
  const check = async (where: string) => {
    for (const [family, weights] of Object.entries(await weightsAskedFor(page))) {
      const font = FAMILIES.find((candidate) => candidate.family === family);
      if (!font) continue;
      // fontsource's files draw a weight beyond their axis at its end (Bricolage's 900 at 800).
      const drawn = (asked: number) => Math.min(Math.max(asked, font.weights.min), font.weights.max);
      const { min, max } = font.drawnWeights;
      for (const weight of weights.filter((asked) => drawn(asked) < min || drawn(asked) > max)) {
        outside.push(`${where}: ${family} ${weight}`);
      }
    }
  };
  for (const path of publicPages) {
    await page.goto(path);
    await check(path);
  }
  await startSignedIn(page, 'cs');
  await page.goto('/cs/profil');
  await check('/cs/profil');
  expect(outside).toEqual([]);
});
