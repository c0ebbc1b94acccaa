import type { Page } from '@playwright/test';
import { discardChanges, openStudioAsEditor, uploadToGallery } from './support/studio';
import { expect, test } from './support/test';

// The offline Presentation tool: the Studio's form beside the site, both on the local dataset.
// The documents are ones no other test edits; each test discards its draft.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 1000 } });

// A company with fewer gallery tiles than the gallery shows before 'Show more'.
const company = {
  id: 'company-nadhled-consulting',
  name: 'Nadhled Consulting',
  preview: '/cs/company/preview/company-nadhled-consulting',
};
const job = { id: 'job-29', title: 'Medior Energetický analytik/čka', preview: '/cs/job/preview/job-29' };

// The Studio's first start on the loaded 2-core machine (its scripts, the draft-mode secret, the
// page in the frame, then the page's connection to the Studio) takes up to a minute.
const STUDIO_START_MS = 90_000;

/**
 * Opens a Studio address as an editor does (the sign-in reloads the Studio at that address) and
 * waits until the page in Presentation's frame shows this heading.
 */
async function openPresentation(page: Page, path: string, heading: string) {
  await openStudioAsEditor(page, path);
  const frame = page.frameLocator('iframe').first();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: STUDIO_START_MS });
  return frame;
}

const onDocument = (type: string, id: string, preview: string) =>
  `/studio/presentation/${type}/${id}?${new URLSearchParams({ preview })}`;

test('Presentation from the top bar shows the home page with overlays and no cookie banner, and follows a click to a job offer', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openStudioAsEditor(page);
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

  const offer = preview.getByTestId('home-jobs').locator('a[href*="/prace/"]').first();
  const path = (await offer.getAttribute('href')) ?? '';
  await offer.click();
  // Presentation's address names the page in its frame.
  const framed = (url: URL) => new URL(url.searchParams.get('preview') ?? '/', url).pathname;
  await expect(page).toHaveURL((url) => framed(url) === path, { timeout: 30_000 });
  await expect(heading).toHaveAttribute('data-sanity', /type=jobOffer;path=title\.cs/);
  await expect(page.locator('input[id="title.cs"]')).toHaveValue((await heading.textContent()) ?? '', {
    timeout: 30_000,
  });
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
