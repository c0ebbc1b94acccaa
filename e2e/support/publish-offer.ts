import { type Browser, expect, type Page } from '@playwright/test';
import type { Locale } from '@tribe/routes';
import { documentLoaded, openStudioAsEditor, publishAndWaitForLake } from './studio';

/**
 * The Studio's datetime text ('YYYY-MM-DD HH:mm' in the browser's time zone, UTC here) of the first
 * full minute after `moment`: later than the alert saved at that moment, and usually gone by when
 * the publish lands (the Studio takes its time), as when an editor publishes an offer dated
 * earlier that day. The digests find it all the same.
 */
function publicationMinute(moment: Date): string {
  const next = new Date(Math.floor(moment.getTime() / 60_000) * 60_000 + 60_000);
  return next.toISOString().slice(0, 16).replace('T', ' ');
}

/** Waits until the Studio's next save of the draft that carries `text` is committed by the local lake. */
async function savedInLake(studio: Page, text: string): Promise<void> {
  const response = await studio.waitForResponse(
    (candidate) =>
      /\/data\/(mutate|actions)\//.test(candidate.url()) &&
      (candidate.request().postData() ?? '').includes(text),
    { timeout: 60_000 },
  );
  expect(response.ok()).toBe(true);
}

/**
 * How long after the publish a digest with the offer may take: at most the rest of the
 * publication minute, when the publish lands before it, then the digest's period.
 */
export const DIGEST_TIMEOUT_MS = 90_000;

/**
 * An editor gives a job offer a new title in one language and publishes it as of the first minute
 * after `alertSavedAt`, in the Studio of a browser context of its own (new to the job alert saved then).
 */
export async function publishOfferInStudio(
  browser: Browser,
  job: string,
  locale: Locale,
  title: string,
  alertSavedAt: Date,
) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, timezoneId: 'UTC' });
  const studio = await context.newPage();
  await openStudioAsEditor(studio, `/studio/intent/edit/id=${job};type=jobOffer`);
  const titleField = studio.locator(`input[id="title.${locale}"]`);
  // The Studio's first start on the loaded 2-core machine takes up to two minutes.
  await expect(titleField).toBeVisible({ timeout: 120_000 });
  await documentLoaded(studio);
  // The first keystroke makes the draft; the form takes the draft in when the lake answers, and a
  // date typed before that is put back to the published one. So the date waits for the title's save.
  const titleSaved = savedInLake(studio, `"title.${locale}"`);
  await titleField.fill(title);
  await titleSaved;
  const minute = publicationMinute(alertSavedAt);
  const dateSaved = savedInLake(studio, '"publishedAt"');
  const dateField = studio.locator('input[id="publishedAt"]');
  await dateField.fill(minute);
  await dateField.press('Enter');
  await dateSaved;
  await publishAndWaitForLake(studio);
  await context.close();
}
