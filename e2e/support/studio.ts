import { createHash } from 'node:crypto';
import { expect, type Page, type Request, test } from '@playwright/test';
import sharp from 'sharp';
import { type Person, signInThroughPopup, TEST_SURNAME } from './account';

export const openDocumentActions = (page: Page) =>
  page.getByRole('button', { name: 'Open document actions' }).click();
const discardItem = (page: Page) => page.getByRole('menuitem', { name: 'Discard changes' });

/** Chooses 'Discard changes' in the open actions menu and confirms it. */
async function confirmDiscard(page: Page) {
  await discardItem(page).click();
  const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
}

/** Discards the open document's draft through its actions menu. */
export async function discardChanges(page: Page) {
  await openDocumentActions(page);
  await confirmDiscard(page);
}

/**
 * Discards a draft the open document still has from an earlier, failed try of a test (without a
 * draft the actions menu has no 'Discard changes', and a singleton has no menu at all), so each
 * try edits the published document. Call it once the document has loaded.
 */
export async function discardLeftoverDraft(page: Page) {
  // The footer is drawn with its Publish button and, if the document has one, its actions menu.
  await expect(publishButton(page)).toBeVisible();
  if (!(await page.getByRole('button', { name: 'Open document actions' }).isVisible())) return;
  await openDocumentActions(page);
  const menu = page.getByRole('menu', { name: 'Open document actions' });
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const discard = discardItem(page);
  if ((await discard.count()) === 0 || (await discard.isDisabled())) {
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return;
  }
  await confirmDiscard(page);
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
  const gallery = page.getByTestId('field-media');
  const addItem = gallery.getByRole('button', { name: 'Add item' });
  await addItem.scrollIntoViewIfNeeded();
  // The gallery's rows grow as their thumbnails arrive from the lake: a click before they all have
  // lands where the button was a moment earlier, in the gap below the last row.
  await expect
    .poll(() => gallery.locator('img').evaluateAll(allThumbnailsLoaded), { timeout: 30_000 })
    .toBe(true);
  await addItem.click();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'image/png', buffer: png });
  // The local Content Lake stores the asset, then the form loads its image.
  await expect(page.locator(`img[src*="${sha1}"]`).first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  return sha1;
}

function allThumbnailsLoaded(images: Element[]): boolean {
  return (
    images.length > 0 &&
    images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)
  );
}

/** The address scripts/e2e.sh makes an editor (EDITOR_EMAILS). */
export const EDITOR_EMAIL = 'editor@tribe.test';

/** Signs in through the gate in front of the offline Studio, with the popup's local test sign-in. */
export async function signInAtStudioGate(page: Page, person: Person) {
  // The first Studio of a fresh server waits for the server's first answers.
  await expect(page.getByRole('heading', { name: 'Sign in to edit content' })).toBeVisible({
    timeout: 60_000,
  });
  await signInThroughPopup(page, page.locator('[data-provider="google"]'), person);
}

/**
 * The trust step the gate explains, taken as an editor takes it: the lake's address opens in a new
 * tab, the browser's warning is passed with Advanced and Proceed, and back in the Studio's tab the
 * Studio opens.
 */
export async function trustLocalLake(page: Page) {
  await expect(page.getByRole('heading', { name: 'Trust the local Content Lake once' })).toBeVisible({
    timeout: 30_000,
  });
  const [warning] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^https:\/\/tribelocal\.localhost:\d+\/$/ }).click(),
  ]);
  await warning.locator('#details-button').click();
  await warning.locator('#proceed-link').click();
  await expect(warning.getByRole('heading', { name: 'The local Content Lake is trusted' })).toBeVisible();
  await warning.close();
  // Coming back to the tab is enough: the gate checks again and opens the Studio.
  await page.bringToFront();
  await expect(page.getByRole('heading', { name: 'Trust the local Content Lake once' })).toBeHidden();
}

/**
 * Opens a Studio address as an editor does: the gate asks for the sign-in and, in a browser that
 * has not yet, for trusting the local lake; then the Studio opens there.
 */
export async function openStudioAsEditor(page: Page, path = '/studio') {
  await page.goto(path);
  await signInAtStudioGate(page, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  await trustLocalLake(page);
}

/** The open document's Publish button (its footer's main action). */
export const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });

/**
 * What the Studio shows of the open document's state: its footer (the status and the actions'
 * labels, such as 'Publishing…' while a publish waits), whether Publish is disabled, any toast,
 * and the validation panel's issues (opened for this). A failed Studio step names these, so its
 * cause shows in the report, not only in the trace.
 */
async function studioState(page: Page): Promise<string> {
  const [footer, toasts, publishDisabled] = await Promise.all([
    page.locator('[data-testid="pane-footer"]').allInnerTexts(),
    page.locator('[data-ui="Toast"]').allInnerTexts(),
    publishButton(page)
      .isDisabled({ timeout: 1_000 })
      .catch(() => 'not shown'),
  ]);
  const validation = page.getByRole('button', { name: 'Validation' });
  const issues = (await validation.count())
    ? await validation
        .click({ timeout: 2_000 })
        .then(() => page.locator('aside').allInnerTexts())
        .catch((error: Error) => [`the validation panel did not open: ${error.message}`])
    : [];
  return JSON.stringify({ footer, publishDisabled, toasts, issues });
}

async function explained<T>(page: Page, step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${step} (${await studioState(page)}): ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Waits until the Studio has saved the open document's edits and holds what the lake holds: the
 * footer's 'Saving...', and the 'Saved' shown a few seconds after, are gone.
 */
export async function editsSaved(page: Page) {
  await expect(page.getByTestId('pane-footer-document-status-pulse')).toBeHidden({ timeout: 60_000 });
}

const isPublishRequest = (request: Request) =>
  /\/data\/actions\//.test(request.url()) &&
  (request.postData() ?? '').includes('sanity.action.document.publish');

/** How long a click on Publish may go without a publish request before it is clicked again. */
const PUBLISH_SENT_WITHIN_MS = 10_000;

const PUBLISH_CLICKED_AGAIN = { type: 'studio', description: 'Publish was dropped and clicked again' };

const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);

/**
 * Clicks Publish once the last edits are saved, and waits for the local Content Lake to commit the
 * publish. The Studio holds a publish until the edits before it are saved and drops it when
 * another edit arrives meanwhile; the button then reads Publish again, and an editor clicks it
 * again, as this does. A page closed while a publish is held would never send it.
 */
export async function publishAndWaitForLake(page: Page) {
  const publish = publishButton(page);
  await explained(page, 'Publish is not available', async () => {
    await editsSaved(page);
    await expect(publish).toBeEnabled({ timeout: 30_000 });
  });
  let sent = false;
  const noteSent = (request: Request) => {
    if (isPublishRequest(request)) sent = true;
  };
  page.on('request', noteSent);
  const committed = page.waitForResponse((response) => isPublishRequest(response.request()), {
    timeout: 90_000,
  });
  const response = await explained(page, 'The publish did not reach the lake', async () => {
    await publish.click();
    try {
      while (!(await settlesWithin(committed, PUBLISH_SENT_WITHIN_MS))) {
        if (sent || !(await publish.isEnabled({ timeout: 1_000 }).catch(() => false))) continue;
        test.info().annotations.push(PUBLISH_CLICKED_AGAIN);
        await publish.click();
      }
    } catch (error) {
      throw new Error(`${sent ? 'sent, never answered' : 'never sent'}: ${(error as Error).message}`);
    }
    return committed;
  });
  page.off('request', noteSent);
  expect(response.ok()).toBe(true);
}

/**
 * Waits until the open document has loaded: the form then stops being read-only (the Studio marks
 * it `data-read-only` until the document is ready). Before, the form and the footer are drawn
 * again when it arrives, which drops what was typed and closes a menu opened meanwhile.
 */
export async function documentLoaded(page: Page) {
  await expect(page.locator('[data-testid="form-view"]:not([data-read-only])')).toBeVisible({
    timeout: 60_000,
  });
}

/** An editor invites a company's owner from the company's document: "Invite owner" among its actions. */
export async function inviteOwnerInStudio(page: Page, companyId: string, email: string) {
  await openStudioAsEditor(page, `/studio/intent/edit/id=${companyId};type=company`);
  await documentLoaded(page);
  await openDocumentActions(page);
  await page.getByRole('menuitem', { name: 'Invite owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite the company’s owner' });
  await dialog.getByLabel('Owner’s e-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Invitation sent to ${email}.`);
}

/**
 * An editor approves a company that signed itself up: the Studio's "Pending companies" list, the
 * company by its name, then "Approve" among its actions.
 */
export async function approveSignupInStudio(page: Page, companyName: string) {
  await openStudioAsEditor(page, '/studio/structure/pendingCompanies');
  await page
    .getByRole('link', { name: new RegExp(companyName) })
    .first()
    .click();
  await documentLoaded(page);
  await openDocumentActions(page);
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the company' });
  await dialog.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(dialog).toBeHidden();
}
