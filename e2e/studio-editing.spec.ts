import type { Page } from '@playwright/test';
import { discardChanges, documentLoaded, openStudioAsEditor } from './support/studio';
import { expect, test } from './support/test';

// One Studio boot per test: the offline Studio edits the local dataset through the local Content Lake.
// Each test edits a company no other test edits, as the spec files run side by side.
test.describe.configure({ mode: 'serial' });
// Wide enough for the document's field groups to show as tabs.
test.use({ viewport: { width: 1600, height: 1000 } });

async function openCompany(page: Page, id: string) {
  await openStudioAsEditor(page, `/studio/intent/edit/id=${id};type=company`);
  await expect(page.locator('textarea[id="description.cs"]')).toBeVisible({ timeout: 60_000 });
  await documentLoaded(page);
}

test('a brand colour shows its swatch, follows the colour picker and refuses what is no hex colour', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openCompany(page, 'company-hrave-studio');
  await page.getByTestId('group-tab-brand').click();
  const field = page.getByTestId('field-theme.primaryColor');
  const text = field.locator('input[id="theme.primaryColor"]');
  await text.fill('#27EC93');
  await expect(field.getByRole('img', { name: 'Colour #27EC93' })).toBeVisible();

  await field.getByLabel('Pick Primary colour').fill('#1a2b3c');
  await expect(text).toHaveValue('#1A2B3C');
  await expect(field.getByRole('img', { name: 'Colour #1A2B3C' })).toBeVisible();

  await text.fill('green');
  await expect(field.getByRole('img', { name: 'No colour' })).toBeVisible();
  await expect(page.getByText('Use a hex colour such as #27EC93 or #FFF.').first()).toBeAttached({
    timeout: 30_000,
  });
  await discardChanges(page);
  await expect(text).toHaveValue(/^#[0-9A-F]{3,8}$/i);
});

test('a company published right after an edit is published with that edit', async ({ page }) => {
  test.setTimeout(180_000);
  const description = `Strojírna, kde se z učňů stávají mistři (${Date.now().toString(36)}).`;
  await openCompany(page, 'company-strojirny-hana');
  await page.locator('textarea[id="description.cs"]').fill(description);
  // No wait for the draft to be saved: the Studio holds the publish until its edit is in the lake.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();

  const site = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await site.goto('/cs/spolecnost/strojirny-hana');
        return site.getByText(description).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  // Published with nothing left over: the draft is gone, so there is nothing to publish.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled({ timeout: 30_000 });
});
