import { SITE_FONT_PATHS } from '../web/app/fonts/site-fonts';
import { locales } from './support/site';
import { expect, test } from './support/test';

const pages = [
  { name: 'job offers', cs: '/cs/prace', en: '/en/jobs' },
  { name: 'company profile', cs: '/cs/spolecnost/datova-tovarna', en: '/en/company/datova-tovarna' },
];

for (const locale of locales) {
  for (const page of pages) {
    test(`the ${page.name} (${locale}) draws its text in the site's fonts, asked for with the page's first bytes`, async ({
      page: tab,
    }) => {
      const fontResponses: { path: string; cacheControl: string | undefined }[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'font') return;
        fontResponses.push({
          path: new URL(response.url()).pathname,
          cacheControl: response.headers()['cache-control'],
        });
      });
      await tab.goto(page[locale]);
      const preloaded = await tab
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(preloaded).toEqual([...SITE_FONT_PATHS]);

      await tab.evaluate(() => document.fonts.ready);
      const headingFamily = await tab
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
      expect(headingFamily).toContain('Bricolage Grotesque Variable');
      const loadedFamilies = await tab.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      );
      expect(new Set(loadedFamilies)).toEqual(new Set(['Inter Variable', 'Bricolage Grotesque Variable']));

      // Every font the page used is one it preloaded, kept by the browser for a year.
      expect(fontResponses.length).toBeGreaterThan(0);
      for (const response of fontResponses) {
        expect(SITE_FONT_PATHS as readonly string[]).toContain(response.path);
        expect(response.cacheControl).toBe('public, max-age=31536000, immutable');
      }
    });
  }
}
