import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { companySlugOf, demoDocuments, demoJobs, isLive } from './support/dataset';
import { lakeAs } from './support/lake-api';
import { latestMailTo } from './support/outbox';
import {
  documentLoaded,
  editsSaved,
  openDocumentActions,
  openStudioAsEditor,
  trustLocalLake,
} from './support/studio';
import { expect, test } from './support/test';
import { ownerOf } from './support/workspace-owner';

test.describe.configure({ mode: 'serial' });
// Wide enough for the document's field groups to show as tabs.
test.use({ viewport: { width: 1600, height: 1000 } });

// Companies no other spec edits: the owner of the first has its documents reviewed, the owner of
// the second tries to reach them.
const COMPANY = 'company-rychle-balik';
const OTHER = 'company-mediabox';
const jobOf = (companyId: string) => {
  const job = demoJobs().find((candidate) => candidate.company._ref === companyId && isLive(candidate));
  if (!job) throw new Error(`No job offer of ${companyId} in the demo dataset`);
  return job;
};

const run = randomUUID().slice(0, 6);
const offerId = `job-review-${run}`;
const profileText = `Balíky doručíme ještě týž den (${run}).`;
// The Studio's review list names offers in English, the company's pages and mails in its Czech.
const firstTitle = { cs: `Dispečer/ka ${run}`, en: `Dispatcher ${run}` };
const fixedTitle = { cs: `Dispečer/ka směny ${run}`, en: `Shift dispatcher ${run}` };
const comment = `Doplňte prosím, na jakou směnu (${run}).`;

/** A new job offer of the company as a member creates it: a draft, copied from one of its offers. */
function newOfferAttributes() {
  const { _id, _rev, _createdAt, _updatedAt, ...offer } = demoDocuments().find(
    (doc) => doc._id === jobOf(COMPANY)._id,
  ) as Record<string, unknown>;
  return {
    ...offer,
    title: { _type: 'localeString', ...firstTitle },
    slug: {
      _type: 'localeSlug',
      cs: { _type: 'slug', current: `dispecer-${run}` },
      en: { _type: 'slug', current: `dispatcher-${run}` },
    },
  };
}

const origin = () => ({ origin: String(test.info().project.use.baseURL) });

const submitThroughSite = (api: APIRequestContext, id: string) =>
  api.post(`/api/workspace/documents/${id}/submit`, { headers: origin() });

/** Opens the editors' review list and the document titled `title`, with its actions menu. */
async function openForReview(page: Page, title: string) {
  await page.goto('/studio/structure/waitingForReview');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await documentLoaded(page);
  await openDocumentActions(page);
}

async function decide(page: Page, title: string, action: 'Approve and publish' | 'Send back', text?: string) {
  await openForReview(page, title);
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${action}`) });
  if (text) await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The owner's documents page: the row of a document. */
const documentRow = (page: Page, id: string) => page.locator(`[data-document-id="${id}"]`);

test('an owner submits the profile and a new offer; the editor sends the offer back and publishes both in turn', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const { ownerPage, owner } = await ownerOf(browser, 'cs', jobOf(COMPANY), 'Ivana');

  // The owner edits the profile in the Studio and submits it from there.
  await ownerPage.getByRole('link', { name: 'Upravit profil ve Studiu' }).click();
  await trustLocalLake(ownerPage);
  await ownerPage.getByText('My company', { exact: true }).first().click();
  const description = ownerPage.locator('textarea[id="description.cs"]');
  await expect(description).toBeVisible({ timeout: 60_000 });
  await documentLoaded(ownerPage);
  await description.fill(profileText);
  await editsSaved(ownerPage);
  await ownerPage.getByRole('button', { name: 'Submit for review' }).click();
  await expect(ownerPage.getByRole('dialog')).toContainText('Submitted');
  await ownerPage.keyboard.press('Escape');

  // The new offer is created with the Studio's own request and submitted through the site.
  const lake = await lakeAs(ownerPage.request);
  try {
    const created = await lake.post('data/actions/production', {
      actions: [
        {
          actionType: 'sanity.action.document.create',
          publishedId: offerId,
          attributes: { ...newOfferAttributes(), _type: 'jobOffer' },
          ifExists: 'fail',
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(200);
  } finally {
    await lake.dispose();
  }
  expect((await submitThroughSite(ownerPage.request, offerId)).status()).toBe(200);

  // The editor sends the offer back with a comment and publishes the profile.
  const editorPage = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await openStudioAsEditor(editorPage, '/studio/structure/waitingForReview');
  await expect(editorPage.getByRole('link', { name: new RegExp(`${firstTitle.en}.*Ivana`) })).toBeVisible({
    timeout: 60_000,
  });
  await decide(editorPage, firstTitle.en, 'Send back', comment);
  await decide(editorPage, 'Rychlý balík', 'Approve and publish');

  const sentBack = await latestMailTo(owner.email, /úpravám/);
  expect(sentBack.text).toContain(comment);
  await ownerPage.goto('/cs/firma/dokumenty');
  await expect(documentRow(ownerPage, offerId)).toContainText('Vráceno');
  await expect(documentRow(ownerPage, offerId)).toContainText(comment);
  await expect(documentRow(ownerPage, COMPANY)).toContainText('Zveřejněno');

  // The owner fixes the offer and submits it again; the editor publishes it.
  const fixing = await lakeAs(ownerPage.request);
  try {
    const edited = await fixing.post('data/actions/production', {
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: `drafts.${offerId}`,
          publishedId: offerId,
          patch: { set: { 'title.cs': fixedTitle.cs, 'title.en': fixedTitle.en } },
        },
      ],
    });
    expect(edited.status(), await edited.text()).toBe(200);
  } finally {
    await fixing.dispose();
  }
  expect((await submitThroughSite(ownerPage.request, offerId)).status()).toBe(200);
  await decide(editorPage, fixedTitle.en, 'Approve and publish');
  await latestMailTo(owner.email, new RegExp(`Zveřejněno: ${fixedTitle.cs}`));

  // The public pages show both.
  const company = companySlugOf(COMPANY);
  await ownerPage.goto(`/cs/spolecnost/${company}`);
  await expect(ownerPage.getByText(profileText)).toBeVisible();
  await ownerPage.goto(`/cs/spolecnost/${company}/prace/dispecer-${run}/${offerId}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText(fixedTitle.cs);
  await ownerPage.goto('/cs/firma/dokumenty');
  await expect(documentRow(ownerPage, offerId)).toContainText('Zveřejněno');
});

test("a member of another company can neither read nor write the company's documents", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerPage } = await ownerOf(browser, 'en', jobOf(OTHER), 'Tomas');
  const lake = await lakeAs(ownerPage.request);
  try {
    // Both are published now (a draft that does not exist is no one's, and simply not there).
    for (const id of [COMPANY, offerId]) {
      expect((await lake.get(`data/doc/production/${id}`)).status()).toBe(403);
    }
    const queried = await lake.get(
      `data/query/production?query=${encodeURIComponent(`*[_id in ["${COMPANY}", "${offerId}"]]`)}&perspective=raw`,
    );
    expect((await queried.json()).result).toEqual([]);
    const written = await lake.post('data/mutate/production', {
      mutations: [{ patch: { id: `drafts.${offerId}`, set: { city: 'Elsewhere' } } }],
    });
    expect(written.status()).toBe(403);
  } finally {
    await lake.dispose();
  }
  for (const id of [COMPANY, offerId]) {
    expect((await submitThroughSite(ownerPage.request, id)).status()).toBe(404);
    const published = await ownerPage.request.post(`/api/workspace/documents/${id}/publish`, {
      headers: origin(),
    });
    expect(published.status()).toBe(404);
  }
  await ownerPage.goto('/en/company-workspace/documents');
  await expect(ownerPage.getByTestId('company-documents')).toBeVisible();
  await expect(documentRow(ownerPage, COMPANY)).toHaveCount(0);
  await expect(documentRow(ownerPage, offerId)).toHaveCount(0);
});
