import type { Page } from '@playwright/test';
import { discardChanges, uploadToGallery } from './support/studio';
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
const job = { id: 'job-29', preview: '/cs/job/preview/job-29' };

/** Presentation on a document, with its preview page in the frame. */
async function openPresentation(page: Page, type: string, id: string, preview: string) {
  await page.goto(`/studio/presentation/${type}/${id}?${new URLSearchParams({ preview })}`);
  return page.frameLocator('iframe').first();
}

test('a company’s Czech description and a gallery image added in Presentation appear on its preview; clicking the text there focuses its field', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const preview = await openPresentation(page, 'company', company.id, company.preview);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(company.name, { timeout: 60_000 });

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
  await expect(preview.locator(`img[src*="${sha1}"]`).first()).toBeVisible();

  await discardChanges(page);
  await expect(preview.getByText(description)).toHaveCount(0);
  await expect(preview.locator(`img[src*="${sha1}"]`)).toHaveCount(0);
});

test('a job offer’s title edited in Presentation appears on its preview', async ({ page }) => {
  test.setTimeout(180_000);
  const preview = await openPresentation(page, 'jobOffer', job.id, job.preview);
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Medior Energetický analytik/čka', { timeout: 60_000 });

  const title = `Energetický analytik/čka pro obnovitelné zdroje ${Date.now().toString(36)}`;
  await page.locator('input[id="title.cs"]').fill(title);
  await expect(heading).toHaveText(title);

  await discardChanges(page);
  await expect(heading).toHaveText('Medior Energetický analytik/čka');
});
