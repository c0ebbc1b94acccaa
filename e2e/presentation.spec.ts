import type { BrowserContext, Locator, Page } from '@playwright/test';
import { discardChanges, documentLoaded, openStudioAsEditor, uploadToGallery } from './support/studio';
import { test as base, expect, watchMissingMessages } from './support/test';

// The Studio's first start on the loaded 2-core machine (its scripts, the draft-mode secret, the
// page in the frame, then the page's connection to the Studio) takes up to a minute.
const STUDIO_START_MS = 90_000;

/**
 * One editor's browser for the worker: the sign-in at the Studio's gate and the trust step
 * (studio.spec.ts tests both) are taken once, and each test opens the Studio in a new tab of it.
 */
const test = base.extend<{ page: Page }, { editor: { context: BrowserContext; missing: string[] } }>({
  editor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      const missing = watchMissingMessages(context);
      const page = await context.newPage();
      await openStudioAsEditor(page);
      await page.close();
      await use({ context, missing });
      await context.close();
    },
    { scope: 'worker', timeout: 2 * STUDIO_START_MS },
  ],
  page: async ({ editor }, use) => {
    const reported = editor.missing.length;
    const page = await editor.context.newPage();
    await use(page);
    await page.close();
    expect(editor.missing.slice(reported), 'messages missing in the browser').toEqual([]);
  },
});

// The offline Presentation tool: the Studio's form beside the site, both on the local dataset.
// The documents are ones no other test edits; each test discards its draft.
test.describe.configure({ mode: 'serial' });

// A company with fewer gallery tiles than the gallery shows before 'Show more'.
const company = {
  id: 'company-nadhled-consulting',
  name: 'Nadhled Consulting',
  preview: '/cs/company/preview/company-nadhled-consulting',
};
const job = { id: 'job-29', title: 'Medior Energetický analytik/čka', preview: '/cs/job/preview/job-29' };

/** Opens a Studio address and waits until the page in Presentation's frame shows this heading. */
async function openPresentation(page: Page, path: string, heading: string) {
  await page.goto(path);
  const frame = page.frameLocator('iframe').first();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: STUDIO_START_MS });
  await documentLoaded(page);
  return frame;
}

const onDocument = (type: string, id: string, preview: string) =>
  `/studio/presentation/${type}/${id}?${new URLSearchParams({ preview })}`;

/** Presentation's address names the page in its frame. */
const framedPath = (url: URL) => new URL(url.searchParams.get('preview') ?? '/', url).pathname;

/** Opens Presentation from the Studio's top bar and, in its frame, follows the site's menu to a list. */
async function openListInPresentation(page: Page, menuItem: string, path: string) {
  await page.goto('/studio');
  await page.getByRole('link', { name: 'Presentation' }).click({ timeout: STUDIO_START_MS });
  const preview = page.frameLocator('iframe').first();
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('data-sanity', /homePage/, { timeout: STUDIO_START_MS });
  // Presentation has connected to the frame once it shows the home page's form: a link followed
  // in the frame before that is undone by the Studio (docs/testing.md, Presentation).
  await expect(page.locator('textarea[id="heroTitle.cs"], input[id="heroTitle.cs"]')).toHaveValue(
    (await heading.textContent()) ?? '',
    { timeout: STUDIO_START_MS },
  );
  await preview
    .getByRole('navigation', { name: 'Hlavní menu' })
    .getByRole('link', { name: menuItem })
    .click();
  // A list in draft mode renders afresh, which the busy machine takes a while for.
  await expect(page).toHaveURL((url) => framedPath(url) === path, { timeout: STUDIO_START_MS });
  return preview;
}

/** The document id an overlay names. */
const overlayDocument = async (element: Locator) =>
  /id=([^;]+)/.exec((await element.getAttribute('data-sanity')) ?? '')?.[1] ?? '';

test('Presentation from the top bar shows the home page with overlays and no cookie banner, and follows a click to a job offer', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/studio');
  await page.getByRole('link', { name: 'Presentation' }).click({ timeout: STUDIO_START_MS });
  const preview = page.frameLocator('iframe').first();
  const heading = preview.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('data-sanity', /id=homePage;type=homePage;path=heroTitle\.cs/, {
    timeout: STUDIO_START_MS,
  });
  // Connected, the page names its document: the Studio opens the home page's form beside it.
  await expect(page.locator('textarea[id="heroTitle.cs"], input[id="heroTitle.cs"]')).toHaveValue(
    (await heading.textContent()) ?? '',
    { timeout: STUDIO_START_MS },
  );
  await expect(preview.getByRole('region', { name: /Cookies/ })).toBeHidden();

  // The offer's card is its title's overlay: a plain click opens the title's field. An editor
  // follows the link as Sanity's visual editing lets them, holding Alt (Option), which turns the
  // overlays off while it is held (the key goes to the frame once its link has the focus).
  const title = preview.getByTestId('home-jobs').getByTestId('job-card').first().getByRole('heading');
  await expect(title).toHaveAttribute('data-sanity', /type=jobOffer;path=title\.cs/);
  const offer = title.getByRole('link');
  const path = (await offer.getAttribute('href')) ?? '';
  await offer.focus();
  await offer.click({ modifiers: ['Alt'] });
  await expect(page).toHaveURL((url) => framedPath(url) === path, { timeout: 30_000 });
  await expect(heading).toHaveAttribute('data-sanity', /type=jobOffer;path=title\.cs/);
  await expect(page.locator('input[id="title.cs"]')).toHaveValue((await heading.textContent()) ?? '', {
    timeout: 30_000,
  });
});

test('the job list in Presentation shows a job offer’s draft title; clicking it opens that offer’s title field', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const preview = await openListInPresentation(page, 'Pracovní nabídky', '/cs/prace');
  // An offer the other tests here do not edit.
  const card = preview
    .getByTestId('job-card')
    .filter({ hasNot: preview.locator(`a[href$="/${job.id}"], a[href$="/job-80"]`) })
    .first();
  const title = card.getByRole('heading');
  await expect(title).toHaveAttribute('data-sanity', /type=jobOffer;path=title\.cs/, { timeout: 30_000 });
  const id = await overlayDocument(title);
  const published = (await title.textContent()) ?? '';

  await title.click();
  await expect(page).toHaveURL(new RegExp(`/presentation/jobOffer/${id}/title\\.cs\\?`), { timeout: 30_000 });
  // The Studio focuses the field again once the document has loaded and the form is drawn anew.
  await documentLoaded(page);
  const field = page.locator('input[id="title.cs"]');
  await expect(field).toHaveValue(published, { timeout: 30_000 });
  await expect(field).toBeFocused();
  // The list stays in the frame, and shows the offer's draft as the editor types.
  await expect(page).toHaveURL((url) => framedPath(url) === '/cs/prace');

  const draft = `${published} (${Date.now().toString(36)})`;
  await field.fill(draft);
  await expect(title).toHaveText(draft, { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('job-list-in-presentation.png') });

  await discardChanges(page);
  await expect(title).toHaveText(published, { timeout: 30_000 });
});

test('the company list in Presentation marks each company’s name; clicking one opens that company’s name field', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const preview = await openListInPresentation(page, 'Profily firem', '/cs/spolecnosti');
  const name = preview.getByTestId('company-card').first().getByRole('heading');
  await expect(name).toHaveAttribute('data-sanity', /type=company;path=name;/, { timeout: 30_000 });
  const id = await overlayDocument(name);

  await name.click();
  await expect(page).toHaveURL(new RegExp(`/presentation/company/${id}/name\\?`), { timeout: 30_000 });
  await documentLoaded(page);
  const field = page.locator('input[id="name"]');
  await expect(field).toHaveValue((await name.textContent()) ?? '', { timeout: 30_000 });
  await expect(field).toBeFocused();
  await expect(page).toHaveURL((url) => framedPath(url) === '/cs/spolecnosti');
  await page.screenshot({ path: test.info().outputPath('company-list-in-presentation.png') });
});

test('a company’s Czech description and a gallery image added in Presentation appear on its preview; clicking the text there focuses its field', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const preview = await openPresentation(
    page,
    onDocument('company', company.id, company.preview),
    company.name,
  );

  const description = `Poradenství, které firmám šetří čas (${Date.now().toString(36)}).`;
  const field = page.locator('textarea[id="description.cs"]');
  await field.fill(description);
  const shown = preview.getByText(description);
  // The Studio saves after a pause in typing; the preview then renders the draft again.
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(shown).toHaveAttribute(
    'data-sanity',
    /id=company-nadhled-consulting;type=company;path=description\.cs/,
  );

  // The overlay opens that field in the form.
  await page.locator('input[id="name"]').focus();
  await shown.click();
  await expect(page).toHaveURL(/\/presentation\/company\/company-nadhled-consulting\/description\.cs\?/);
  await expect(field).toBeFocused();

  // An image uploaded to the gallery shows in the preview's gallery.
  const sha1 = await uploadToGallery(page, 'workshop.png', '#1f4e7a');
  await expect(preview.locator(`img[src*="${sha1}"]`).first()).toBeVisible({ timeout: 30_000 });

  await discardChanges(page);
  await expect(preview.getByText(description)).toHaveCount(0, { timeout: 30_000 });
  await expect(preview.locator(`img[src*="${sha1}"]`)).toHaveCount(0);
});

test('a job offer’s title edited in Presentation appears on its preview', async ({ page }) => {
  test.setTimeout(300_000);
  const preview = await openPresentation(page, onDocument('jobOffer', job.id, job.preview), job.title);
  const heading = preview.getByRole('heading', { level: 1 });

  const title = `Energetický analytik/čka pro obnovitelné zdroje ${Date.now().toString(36)}`;
  await page.locator('input[id="title.cs"]').fill(title);
  await expect(heading).toHaveText(title, { timeout: 30_000 });

  await discardChanges(page);
  await expect(heading).toHaveText(job.title, { timeout: 30_000 });
});
