import type { Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
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

for (const locale of ['cs', 'en'] as const) {
  test(`on a 390 px phone every profile menu item can be reached, the current one in view (${locale})`, async ({
    page,
  }, testInfo) => {
    await startSignedIn(page, locale);
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByTestId('profile-nav');
    const strip = nav.getByRole('list');
    const links = nav.getByRole('link');

    // The last item's page: the strip starts scrolled to it, faded where items lie before it.
    await page.goto(localizedPath('/profile/preferences', locale));
    const current = nav.locator('[aria-current="page"]');
    // Whole, give or take a rounded fraction of a pixel.
    const whole = { ratio: 0.99 };
    await expect(current).toBeInViewport(whole);
    await expect(strip).toHaveAttribute('data-hidden-start', 'true');
    const shot = testInfo.outputPath(`profile-nav-preferences-${locale}-390px.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`profile-nav-preferences-${locale}-390px`, {
      path: shot,
      contentType: 'image/png',
    });

    // The first page: the later items are faded out at the end, and each scrolls into view.
    await page.goto(localizedPath('/profile', locale));
    await expect(strip).toHaveAttribute('data-hidden-end', 'true');
    await expect(links).toHaveCount(8);
    // Swiping the strip along brings each item fully into view.
    for (const link of await links.all()) {
      await link.evaluate((item) => item.scrollIntoView({ inline: 'center', block: 'nearest' }));
      await expect(link).toBeInViewport(whole);
    }
    await expect(strip).not.toHaveAttribute('data-hidden-end');
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/profile/preferences', locale)}$`));

    // On a desktop the menu is a column: every item shows whole, nothing is faded.
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const link of await links.all()) await expect(link).toBeInViewport(whole);
    await expect(strip).not.toHaveAttribute('data-hidden-start');
    await expect(strip).not.toHaveAttribute('data-hidden-end');
  });
}
