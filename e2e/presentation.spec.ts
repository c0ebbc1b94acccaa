import type { Page } from '@playwright/test';
import { discardChanges, openStudioAsEditor, uploadToGallery } from './support/studio';
import { expect, test } from './support/test';

// The offline Presentation tool: the Studio's form beside the preview page, both on the local
// dataset. The documents are ones no other test edits; each test discards its draft.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 1000 } });

const company = {
  id: 'company-zelena-energie',
  name: 'Zelená energie',
  preview: '/cs/company/preview/company-zelena-energie',
};
const job = { id: 'job-29', title: 'Medior Energetický analytik/čka', preview: '/cs/job/preview/job-29' };

/**
 * Presentation on a document, once its preview page shows this heading in the frame. The Studio
 * is opened again when the frame shows nothing for 40 s, as an editor would reload it: on the
 * loaded 2-core CI machine the frame once stayed empty for a full minute.
 */
async function openPresentation(page: Page, type: string, id: string, preview: string, heading: string) {
  await openStudioAsEditor(page);
  const frame = page.frameLocator('iframe').first();
  await expect(async () => {
    await page.goto(`/studio/presentation/${type}/${id}?${new URLSearchParams({ preview })}`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 40_000 });
  }).toPass({ timeout: 130_000 });
  return frame;
}

test('a company’s Czech description and a gallery image added in Presentation appear on its preview; clicking the text there focuses its field', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const preview = await openPresentation(page, 'company', company.id, company.preview, company.name);

  const description = `Čistá energie pro celé Česko (${Date.now().toString(36)}).`;
  const field = page.locator('textarea[id="description.cs"]');
  await field.fill(description);
  const shown = preview.getByText(description);
  // The Studio saves after a pause in typing; the preview then renders the draft again.
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(shown).toHaveAttribute(
    'data-sanity',
    /id=company-zelena-energie;type=company;path=description\.cs/,
  );

  // The overlay opens that field in the form.
  await page.locator('input[id="name"]').focus();
  await shown.click();
  await expect(page).toHaveURL(/\/presentation\/company\/company-zelena-energie\/description\.cs\?/);
  await expect(field).toBeFocused();

  // An image uploaded to the gallery shows in the preview's gallery.
  const sha1 = await uploadToGallery(page, 'solar-park.png', '#1f7a4d');
  await expect(preview.locator(`img[src*="${sha1}"]`).first()).toBeVisible({ timeout: 30_000 });

  await discardChanges(page);
  await expect(preview.getByText(description)).toHaveCount(0, { timeout: 30_000 });
  await expect(preview.locator(`img[src*="${sha1}"]`)).toHaveCount(0);
});

test('a job offer’s title edited in Presentation appears on its preview', async ({ page }) => {
  test.setTimeout(300_000);
  const preview = await openPresentation(page, 'jobOffer', job.id, job.preview, job.title);
  const heading = preview.getByRole('heading', { level: 1 });

  const title = `Energetický analytik/čka pro obnovitelné zdroje ${Date.now().toString(36)}`;
  await page.locator('input[id="title.cs"]').fill(title);
  await expect(heading).toHaveText(title, { timeout: 30_000 });

  await discardChanges(page);
  await expect(heading).toHaveText(job.title, { timeout: 30_000 });
});
