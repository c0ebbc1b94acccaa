import type { Page } from '@playwright/test';
import { newPerson, signInFromModal, TEST_SURNAME } from './support/account';
import { documentLoaded, EDITOR_EMAIL, openStudioAsEditor, signInAtStudioGate } from './support/studio';
import { expect, test } from './support/test';

// One Studio boot per test: the offline Studio edits the local dataset through the local Content Lake.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 1000 } });

const studioLink = (page: Page) => page.getByTestId('header-studio');

/** Uncaught errors and the Studio's crash screen, collected for the whole test. */
function watchForCrashes(page: Page, crashes: string[]) {
  page.on('pageerror', (error) => crashes.push(`Uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (/unable to recover/i.test(message.text())) crashes.push(message.text());
  });
}

test('signing out in the Studio brings every open Studio tab back to the site’s sign-in gate, without a crash', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const crashes: string[] = [];
  watchForCrashes(page, crashes);
  await openStudioAsEditor(page, '/studio/intent/edit/id=company-knihomol;type=company');
  await expect(page.locator('textarea[id="description.cs"]')).toBeVisible({ timeout: 60_000 });
  await documentLoaded(page);

  const second = await context.newPage();
  watchForCrashes(second, crashes);
  await second.goto('/studio/structure/article');
  await expect(second.getByText('Articles', { exact: true }).first()).toBeVisible({ timeout: 60_000 });

  await page.bringToFront();
  await page
    .getByRole('button', { name: /Eva Nováková/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Sign in to edit content' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(tab.getByText(/unable to recover/i)).toHaveCount(0);
  }
  // The site session ended with the Studio's: the site no longer knows the editor.
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  expect(crashes).toEqual([]);

  // Signing in again at the gate opens the Studio once more.
  await signInAtStudioGate(page, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  await expect(page.locator('textarea[id="description.cs"]')).toBeVisible({ timeout: 60_000 });
});

test('the site’s menu links an editor to the Studio, and nobody else', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/cs');
  await page.getByRole('button', { name: 'Přihlásit se' }).first().click();
  await signInFromModal(page, newPerson('Karel'));
  await expect(page.getByTestId('header-user')).toBeVisible();
  await expect(studioLink(page)).toHaveCount(0);

  await page.context().clearCookies();
  await openStudioAsEditor(page);
  await page.goto('/en');
  await expect(studioLink(page)).toHaveText('Studio');
  await studioLink(page).click();
  await expect(page).toHaveURL(/\/studio/);
  await expect(page.getByText('Companies', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
});

test('signing in on the site at 127.0.0.1 moves the page to the site’s address first, where it works', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '');
  await page.goto(`http://127.0.0.1:${site.port}/cs/prace`);
  await page.getByRole('button', { name: 'Přihlásit se' }).first().click();
  await page.getByRole('dialog').locator('[data-provider="google"]').click();
  await expect(page).toHaveURL(`${site.origin}/cs/prace`);
  await page.getByRole('button', { name: 'Přihlásit se' }).first().click();
  await signInFromModal(page, newPerson('Jana'));
});
