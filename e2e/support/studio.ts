import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Discards the open document's draft through its actions menu. */
export async function discardChanges(page: Page) {
  await page.getByRole('button', { name: 'Open document actions' }).click();
  await page.getByRole('menuitem', { name: 'Discard changes' }).click();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .click();
}

/**
 * Adds a generated PNG to the open company's gallery and waits until the form shows it (its asset
 * is then in the local store); returns the image's SHA-1, which its asset URL carries.
 */
export async function uploadToGallery(page: Page, name: string, background: string): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  const sha1 = createHash('sha1').update(png).digest('hex');
  await page.getByTestId('group-tab-media').click();
  await page.getByTestId('field-media').getByRole('button', { name: 'Add item' }).click();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  // The local Content Lake stores the asset, then the form loads its image.
  await expect(page.locator(`img[src*="${sha1}"]`).first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  return sha1;
}
