import { type Browser, expect } from '@playwright/test';
import type { Locale } from '@tribe/routes';
import { openStudioAsEditor, publishAndWaitForLake } from './studio';

/**
 * The Studio's datetime text ('YYYY-MM-DD HH:mm' in the browser's time zone, UTC here) of the first
 * full minute at least 45 s ahead: later than an alert saved just before, which a time cut to this
 * minute might not be, and still ahead when the publish lands on a loaded machine (a digest that
 * ran in between no longer looks back to an earlier publication time).
 */
function publicationMinute(): string {
  const next = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
  return next.toISOString().slice(0, 16).replace('T', ' ');
}

/** How long after the publish a digest with the offer may take: the publication minute comes, then the digest's period. */
export const DIGEST_TIMEOUT_MS = 150_000;

/**
 * An editor gives a job offer a new title in one language and publishes it as of a minute ahead,
 * in the Studio of a browser context of its own (new to a job alert saved before).
 */
export async function publishOfferInStudio(browser: Browser, job: string, locale: Locale, title: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, timezoneId: 'UTC' });
  const studio = await context.newPage();
  await openStudioAsEditor(studio, `/studio/intent/edit/id=${job};type=jobOffer`);
  const titleField = studio.locator(`input[id="title.${locale}"]`);
  // The Studio's first start on the loaded 2-core machine takes up to two minutes.
  await expect(titleField).toBeVisible({ timeout: 120_000 });
  await titleField.fill(title);
  await studio.locator('input[id="publishedAt"]').fill(publicationMinute());
  await studio.locator('input[id="publishedAt"]').press('Enter');
  await publishAndWaitForLake(studio);
  await context.close();
}
