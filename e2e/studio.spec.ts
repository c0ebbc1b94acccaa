import type { Page } from '@playwright/test';
import { newPerson, TEST_SURNAME } from './support/account';
import {
  discardChanges,
  discardLeftoverDraft,
  documentLoaded,
  EDITOR_EMAIL,
  openStudioAsEditor,
  publishAndWaitForLake,
  publishButton,
  signInAtStudioGate,
  trustLocalLake,
  uploadToGallery,
} from './support/studio';
import { expect, test } from './support/test';

// One Studio boot per test: the offline Studio edits the local dataset through the local Content Lake.
test.describe.configure({ mode: 'serial' });
// Wide enough for the document's field groups to show as tabs.
test.use({ viewport: { width: 1600, height: 1000 } });

async function openStudioList(page: Page, section: string) {
  await openStudioAsEditor(page);
  await page.getByText(section, { exact: true }).first().click();
}

async function openFromList(page: Page, search: string, item: string) {
  await page.getByPlaceholder('Search list').fill(search);
  await page
    .getByRole('link', { name: new RegExp(item) })
    .first()
    .click();
  await documentLoaded(page);
  await discardLeftoverDraft(page);
}

/** A tab in draft mode (the signed-link path of `pnpm preview:link`) on a preview page. */
async function openDraftPreview(page: Page, path: string) {
  const preview = await page.context().newPage();
  const secret = process.env.PREVIEW_SECRET ?? '';
  await preview.goto(`/api/draft-mode/enable?${new URLSearchParams({ secret, redirect: path })}`);
  await expect(preview).toHaveURL(new RegExp(`${path}$`));
  return preview;
}

/**
 * Publishes, and waits for the lake to commit it: a visit to the public page while the Studio
 * still holds the publish (until the edits before it are saved) renders the old content.
 */
async function publish(page: Page) {
  await publishAndWaitForLake(page);
}

/** The cached public page shows the change once it is published (the write expired the cache). */
async function expectOnSite(page: Page, path: string, check: (site: Page) => Promise<number>) {
  const site = await page.context().newPage();
  // A first visit may render the page; the poll waits for content, not for a deadline.
  await expect
    .poll(
      async () => {
        await site.goto(path);
        return check(site);
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await site.close();
}

test('an editor changes a company offline, publishes it and the public page shows it; a duplicate slug blocks publishing', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const description = `Knihkupectví, kde vám poradí lidé, kteří čtou (${stamp}).`;
  await openStudioList(page, 'Companies');
  await openFromList(page, 'Knihomol', 'Knihomol');
  await page.locator('textarea[id="description.cs"]').fill(description);

  const sha1 = await uploadToGallery(page, 'office.png', '#2f6f5e');
  await publish(page);

  await expectOnSite(page, '/cs/spolecnost/knihomol', (site) => site.getByText(description).count());
  await expectOnSite(page, '/cs/spolecnost/knihomol', async (site) => {
    // The gallery shows its first two rows; the new image comes last, under 'Zobrazit více'.
    const more = site.getByRole('button', { name: 'Zobrazit více' });
    if (await more.count()) await more.first().click();
    return site.locator(`img[src*="${sha1}"]`).count();
  });

  await page.getByTestId('group-tab-profile').click();
  const slug = page.locator('input[id="slug"]');
  await slug.fill('mediabox');
  // The field's validation message (shown on hover of its marker).
  // The uniqueness check is a query to the lake; the wait is for it, not a deadline.
  await expect(page.getByText('Slug is already in use').first()).toBeAttached({ timeout: 30_000 });
  await expect(publishButton(page)).toBeDisabled();

  await discardChanges(page);
  await expect(slug).toHaveValue('knihomol');
});

test('an editor renames a job offer and publishes it; a discarded draft is gone', async ({ page }) => {
  test.setTimeout(180_000);
  // The Studio reads the document's history (its events, transactions and past revisions) as
  // it opens and edits it; each read it cannot do is logged as 'Error fetching …'.
  const historyErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Error fetching'))
      historyErrors.push(message.text());
  });
  const title = `Knihkupec/knihkupkyně ${Date.now().toString(36)}`;
  await openStudioList(page, 'Job offers');
  await page.getByText('All job offers', { exact: true }).click();
  await openFromList(page, 'Bookseller', 'Bookseller');
  const czechTitle = page.locator('input[id="title.cs"]');
  await czechTitle.fill(title);
  await publish(page);
  await expectOnSite(page, '/cs/spolecnost/knihomol', async (site) => {
    const offers = site.locator('[id="pracovni-nabidky"]');
    // The company's newest offers load as a reader comes near them.
    await offers.scrollIntoViewIfNeeded();
    await offers.getByTestId('job-card').first().waitFor({ timeout: 15_000 });
    return offers.getByText(title).count();
  });

  await czechTitle.fill(`${title} (draft)`);
  await expect(publishButton(page)).toBeEnabled();
  const preview = await openDraftPreview(page, '/cs/job/preview/job-80');
  await expect(preview.getByText(`${title} (draft)`).first()).toBeVisible();
  await discardChanges(page);
  await expect(czechTitle).toHaveValue(title);
  // The draft is gone from the lake too: the preview, which reads drafts, is back to the published title.
  await expect
    .poll(async () => {
      await preview.reload();
      return preview.getByText(`${title} (draft)`).count();
    })
    .toBe(0);
  await expect(preview.getByText(title).first()).toBeVisible();
  expect(historyErrors).toEqual([]);
});

test('the Studio opens only for editors: signed out it asks for the sign-in, a candidate is refused, an editor edits', async ({
  page,
}) => {
  await page.goto('/studio');
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('heading', { name: 'Sign in to edit content' })).toBeVisible();
  // Without an editor's session the site gives no lake token, whatever the request claims.
  const anonymous = await page.request.post('/api/studio/local-session', {
    headers: { origin, 'sec-fetch-site': 'same-origin', referer: `${origin}/studio` },
  });
  expect(anonymous.status()).toBe(401);

  const candidate = newPerson('Karel');
  await signInAtStudioGate(page, candidate);
  await expect(page.getByRole('heading', { name: 'You are not an editor' })).toBeVisible();
  await expect(page.getByText(`${candidate.email} is not an editor`)).toBeVisible();
  await expect(page.getByText(`pnpm editors add ${candidate.email}`)).toBeVisible();
  const refused = await page.request.post('/api/studio/local-session', { headers: { origin } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('not_an_editor');

  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await signInAtStudioGate(page, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  await trustLocalLake(page);
  await expect(page.getByText('Companies', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('button', { name: /Eva Nováková/ })
    .first()
    .click();
  await expect(page.getByText(EDITOR_EMAIL).first()).toBeVisible();
});

test('the Studio opened at 127.0.0.1 goes to the site’s own address, and after the sign-in and the one trust step its images load', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = new URL(baseURL ?? '');
  await page.goto(`http://127.0.0.1:${site.port}/studio/structure/company`);
  await expect(page).toHaveURL(`${site.origin}/studio/structure/company`);
  await signInAtStudioGate(page, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  await trustLocalLake(page);
  // The companies' logos in the list come from the lake's host, which the one step made trusted.
  const logo = page.getByRole('listbox', { name: 'Companies' }).getByRole('img', { name: 'Knihomol' });
  await expect(logo).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
