import type { Page } from '@playwright/test';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

async function openModal(page: Page, label: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the sign-in modal shows the headline, agreement and three providers, and closes on X, Escape and backdrop', async ({
  page,
}) => {
  await page.goto('/en');
  await chooseAnalytics(page, 'reject');

  const dialog = await openModal(page, /^Sign in$/);
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(dialog.getByTestId('sign-in-agreement')).toHaveText('By signing in, you agree to the terms.');
  await expect(dialog.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/en/terms-conditions');
  for (const provider of ['google', 'linkedin', 'seznam']) {
    await expect(dialog.locator(`[data-provider="${provider}"]`)).toBeVisible();
  }

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await openModal(page, /^Sign in$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await openModal(page, /^Sign in$/);
  await page.getByTestId('modal-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('focus stays inside the open modal and returns to the opener', async ({ page }) => {
  await page.goto('/cs');
  await chooseAnalytics(page, 'reject');
  const dialog = await openModal(page, /^Přihlásit se$/);
  await expect(dialog.getByRole('heading', { name: 'Přihlásit se' })).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Přihlásit se$/ })).toBeFocused();
});

test('the sign-in modal is present on the error page too', async ({ page }) => {
  await page.goto('/en/missing-page');
  await chooseAnalytics(page, 'reject');
  await openModal(page, /^Sign in$/);
});
