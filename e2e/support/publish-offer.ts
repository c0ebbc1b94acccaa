import { type Browser, expect, type Page, type Response } from '@playwright/test';
import type { Locale } from '@tribe/routes';
import {
  discardLeftoverDraft,
  documentLoaded,
  editsSaved,
  openStudioAsEditor,
  publishAndWaitForLake,
} from './studio';

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

/**
 * Types into the open draft until the local lake has committed a save that carries `text`. The
 * form takes in the draft the first keystroke made only when the lake's echo of it arrives, and
 * puts back what was typed into another field before then; an editor types it again, as this
 * does when no save has come within a while.
 */
async function typeUntilSaved(studio: Page, text: string, type: () => Promise<void>): Promise<void> {
  let saved: Response | undefined;
  const noteSave = (response: Response) => {
    if (
      /\/data\/(mutate|actions)\//.test(response.url()) &&
      (response.request().postData() ?? '').includes(text)
    )
      saved = response;
  };
  studio.on('response', noteSave);
  await expect
    .poll(
      async () => {
        if (!saved) await type();
        return saved !== undefined;
      },
      { message: `The lake saved no edit with ${text}`, intervals: [10_000], timeout: 60_000 },
    )
    .toBe(true);
  studio.off('response', noteSave);
  expect(saved?.ok()).toBe(true);
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
  await discardLeftoverDraft(studio);
  await typeUntilSaved(studio, `"title.${locale}"`, () => titleField.fill(title));
  // The date waits until the form holds the draft the title's save made.
  await editsSaved(studio);
  const dateField = studio.locator('input[id="publishedAt"]');
  await typeUntilSaved(studio, '"publishedAt"', async () => {
    await dateField.fill(publicationMinute(alertSavedAt));
    await dateField.press('Enter');
  });
  await publishAndWaitForLake(studio);
  await context.close();
}
