import type { Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { startSignedIn } from './support/account';
import { demoJobs, isLive, jobDetailPath } from './support/dataset';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

// Measured as most visitors see the pages: with their animations.
test.use({ reducedMotion: 'no-preference' });

/** The most a page may shift, at load and while scrolled (Core Web Vitals' 'good' is 0.1). */
const MAX_SHIFT = 0.05;

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Sums every layout shift the page makes that no input caused, from its first paint on. */
function recordLayoutShifts() {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Loads the page, waits until it settles, and on a phone scrolls it to the end, as a reader does;
 * answers the shift, also noted on the test's report.
 */
async function shiftOf(page: Page, path: string, phone: boolean): Promise<number> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (phone) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
  }
  const shift = await page.evaluate(() => window.layoutShift);
  test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
  return shift;
}

const job = demoJobs().find(
  (offer) => isLive(offer) && offer.sections?.length && offer.benefits?.length && offer.salaryTo,
);

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.name === 'phone';

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
    });

    test(`For you shifts at most ${MAX_SHIFT}`, async ({ page }) => {
      // Signed in where the header shows its sign-in button, then measured at the viewport's width.
      await page.setViewportSize({ width: 1280, height: 800 });
      await startSignedIn(page, 'cs');
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const saved = await page.evaluate(async () => {
        const response = await fetch('/api/user/preferences', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            roles: ['Frontend vývojář'],
            skills: ['react'],
            values: ['learning'],
            cities: ['Brno'],
            workingModes: ['hybrid'],
            seniorities: [],
            employmentTypes: [],
            minSalary: null,
            currency: 'CZK',
          }),
        });
        return response.status;
      });
      expect(saved).toBe(200);
      const path = localizedPath('/profile/for-you', 'cs');
      expect(await shiftOf(page, path, phone)).toBeLessThanOrEqual(MAX_SHIFT);
      await expect(page.getByTestId('ranked-offers').locator(':scope > li').first()).toBeVisible();
    });

    test(`a job detail shifts at most ${MAX_SHIFT}`, async ({ page }) => {
      if (!job) throw new Error('The demo dataset has no live offer with sections, benefits and a salary');
      await page.goto('/cs');
      await chooseAnalytics(page, 'reject');
      expect(await shiftOf(page, jobDetailPath(job, 'cs'), phone)).toBeLessThanOrEqual(MAX_SHIFT);
    });

    test(`a company profile shifts at most ${MAX_SHIFT}`, async ({ page }) => {
      await page.goto('/cs');
      await chooseAnalytics(page, 'reject');
      expect(await shiftOf(page, '/cs/spolecnost/datova-tovarna', phone)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
}
