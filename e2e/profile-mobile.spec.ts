import type { Page } from '@playwright/test';
import { startSignedIn } from './support/account';
import { expect, test } from './support/test';

const profilePages = {
  cs: [
    '/cs/profil',
    '/cs/profil/sledovane-spolecnosti',
    '/cs/profil/sledovane-pracovni-nabidky',
    '/cs/profil/prihlasky',
  ],
  en: [
    '/en/profile',
    '/en/profile/following-companies',
    '/en/profile/following-job-offers',
    '/en/profile/applications',
  ],
};

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const locale of ['cs', 'en'] as const) {
  test(`every profile page fits a 390 px phone without sideways scrolling (${locale})`, async ({
    page,
  }, testInfo) => {
    await startSignedIn(page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of profilePages[locale]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('profile-nav')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      await testInfo.attach(`${path.replaceAll('/', '_').slice(1)}-390px.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}
