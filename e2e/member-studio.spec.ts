import { type Page, request } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { signInWithRequests, TEST_SURNAME } from './support/account';
import { demoJobs } from './support/dataset';
import { lakeAs } from './support/lake-api';
import { documentLoaded, EDITOR_EMAIL, editsSaved, publishButton, trustLocalLake } from './support/studio';
import { expect, test } from './support/test';
import { ownerOf } from './support/workspace-owner';

// One Studio boot per test: the offline Studio edits the local dataset through the local Content Lake.
test.describe.configure({ mode: 'serial' });
// Wide enough for the document's field groups to show as tabs.
test.use({ viewport: { width: 1600, height: 1000 } });

// Companies no other spec edits: the owner edits the first, a member of the second tries it.
const jobOf = (companyId: string) => {
  const job = demoJobs().find((candidate) => candidate.company._ref === companyId);
  if (!job) throw new Error(`No job offer of ${companyId} in the demo dataset`);
  return job;
};
const medicata = jobOf('company-medicata');
const zelenaEnergie = jobOf('company-zelena-energie');

/** The stored draft of a document, as an editor reads it through the lake. */
async function draftAsEditor(id: string): Promise<Record<string, unknown> | null> {
  const api = await request.newContext({ baseURL: String(test.info().project.use.baseURL) });
  try {
    await signInWithRequests(api, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
    const lake = await lakeAs(api);
    const answer = await lake.get(`data/doc/production/drafts.${id}`);
    const { documents } = (await answer.json()) as { documents: Record<string, unknown>[] };
    await lake.dispose();
    return documents[0] ?? null;
  } finally {
    await api.dispose();
  }
}

const deskItem = (page: Page, title: string) => page.getByText(title, { exact: true });

test('an owner opens the Studio from the workspace, sees only their company and its offers, and saves a draft of the profile', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { ownerPage: page } = await ownerOf(browser, 'cs', medicata, 'Marta');
  await page.getByRole('link', { name: 'Upravit profil ve Studiu' }).click();
  await expect(page).toHaveURL(/\/studio/);
  await trustLocalLake(page);

  await expect(deskItem(page, 'My company')).toBeVisible({ timeout: 60_000 });
  await expect(deskItem(page, 'Our job offers')).toBeVisible();
  for (const hidden of ['Companies', 'Job offers', 'Articles', 'Home page', 'Pending companies']) {
    await expect(deskItem(page, hidden)).toHaveCount(0);
  }
  // No Presentation: it would open the site's draft mode, which shows every company's drafts.
  await expect(page.getByRole('link', { name: 'Presentation' })).toHaveCount(0);

  await deskItem(page, 'Our job offers').click();
  // The offers of Medicata, and none of another company's.
  await expect(page.getByText(medicata.title.en).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(zelenaEnergie.title.en)).toHaveCount(0);

  await deskItem(page, 'My company').first().click();
  const description = page.locator('textarea[id="description.cs"]');
  await expect(description).toBeVisible({ timeout: 60_000 });
  await documentLoaded(page);
  const text = `Zdravotnický software, který lékaři rádi používají (${Date.now().toString(36)}).`;
  await description.fill(text);
  await editsSaved(page);
  // A member saves drafts; an editor publishes them.
  await expect(publishButton(page)).toHaveCount(0);

  await expect
    .poll(async () => ((await draftAsEditor('company-medicata'))?.description as { cs?: string })?.cs, {
      timeout: 30_000,
    })
    .toBe(text);
});

test("a member of another company is refused the first company's document through the lake's API", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerPage: page } = await ownerOf(browser, 'en', zelenaEnergie, 'Tomas');
  await expect(page.getByRole('link', { name: 'Edit the profile in the Studio' })).toHaveAttribute(
    'href',
    '/studio',
  );
  const lake = await lakeAs(page.request);
  try {
    const own = await lake.get('data/doc/production/company-zelena-energie');
    expect(own.status()).toBe(200);

    const read = await lake.get('data/doc/production/company-medicata');
    expect(read.status()).toBe(403);
    expect(await read.text()).toContain('company-medicata');
    const queried = await lake.get(
      `data/query/production?query=${encodeURIComponent('*[_id in ["company-medicata", "drafts.company-medicata"]]')}&perspective=raw`,
    );
    expect((await queried.json()).result).toEqual([]);

    const written = await lake.post('data/mutate/production', {
      mutations: [{ patch: { id: 'drafts.company-medicata', set: { name: 'Převzato' } } }],
    });
    expect(written.status()).toBe(403);
    const published = await lake.post('data/actions/production', {
      actions: [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.company-zelena-energie',
          publishedId: 'company-zelena-energie',
        },
      ],
    });
    expect(published.status()).toBe(403);
  } finally {
    await lake.dispose();
  }
  expect((await draftAsEditor('company-medicata'))?.name).not.toBe('Převzato');
});

const companyPreview = (locale: 'cs' | 'en', id: string) =>
  localizedPath('/company/preview/[id]', locale, { id });
const jobPreview = (locale: 'cs' | 'en', id: string) => localizedPath('/job/preview/[id]', locale, { id });

test("a member previews their company's draft beside the form, live as they type, in Czech and English", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { ownerPage: page } = await ownerOf(browser, 'en', medicata, 'Marta');
  await page.getByRole('link', { name: 'Edit the profile in the Studio' }).click();
  await expect(page).toHaveURL(/\/studio/);
  await trustLocalLake(page);
  await deskItem(page, 'My company').first().click({ timeout: 60_000 });
  await documentLoaded(page);

  // The same document in a second pane, showing its Preview view in the member's language (they joined in English).
  await page.getByRole('button', { name: 'Split pane right' }).first().click();
  await page.getByRole('tab', { name: 'Preview' }).last().click();
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(page.locator('iframe[title="Preview (en)"]')).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('status')).toHaveText('Preview of unpublished changes', { timeout: 30_000 });

  const description = page.locator('textarea[id="description.en"]').first();
  await expect(description).toBeVisible({ timeout: 60_000 });
  const text = `Medical software doctors like to use (${Date.now().toString(36)}).`;
  await description.fill(text);
  // Saved and shown without a reload of the frame (with two panes, the frame is the proof of saving).
  await expect(preview.getByText(text)).toBeVisible({ timeout: 30_000 });

  // The Czech page, with the same draft's Czech description, without leaving the Studio.
  await page.getByRole('button', { name: 'cs', exact: true }).click();
  await expect(page.locator('iframe[title="Preview (cs)"]')).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText('Náhled neveřejných změn', { timeout: 30_000 });
  const czech = `Zdravotnický software pro lékaře (${Date.now().toString(36)}).`;
  await page.locator('textarea[id="description.cs"]').first().fill(czech);
  await expect(preview.getByText(czech)).toBeVisible({ timeout: 30_000 });

  // Their own job offer previews too; another company's documents, and a missing id, answer 401.
  for (const locale of ['cs', 'en'] as const) {
    expect((await page.request.get(jobPreview(locale, medicata._id))).status()).toBe(200);
    for (const path of [
      companyPreview(locale, 'company-zelena-energie'),
      jobPreview(locale, zelenaEnergie._id),
      companyPreview(locale, 'company-that-does-not-exist'),
    ]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(401);
      expect(await answer.text()).not.toContain('Zelená energie');
    }
  }
  const stream = await page.request.get(`/api/member-preview/changes?ids=company-zelena-energie`);
  expect(stream.status()).toBe(401);
});

test('a new offer shows in its preview what it still lacks, then itself as soon as its title and slug are written', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { ownerPage: page } = await ownerOf(browser, 'en', medicata, 'Marta');
  const id = `job-preview-${Date.now().toString(36)}`;
  const lake = await lakeAs(page.request);
  const mutate = async (mutation: Record<string, unknown>) =>
    expect((await lake.post('data/mutate/production', { mutations: [mutation] })).status()).toBe(200);
  try {
    await mutate({
      create: {
        _id: `drafts.${id}`,
        _type: 'jobOffer',
        company: { _type: 'reference', _ref: 'company-medicata' },
      },
    });
    await page.goto(jobPreview('en', id));
    await expect(page.getByRole('status').filter({ hasText: 'as soon as the offer has a title' })).toHaveText(
      'The preview appears as soon as the offer has a title and a slug in this language.',
    );
    const title = `Clinical data engineer ${Date.now().toString(36)}`;
    await mutate({
      patch: {
        id: `drafts.${id}`,
        set: {
          title: { _type: 'localeString', en: title },
          slug: { _type: 'localeSlug', en: { _type: 'slug', current: 'clinical-data-engineer' } },
        },
      },
    });
    // Without a reload: the preview follows the draft's changes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
  } finally {
    await lake.dispose();
  }
});

test("a stranger gets 401 for a company's preview, in both languages", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    for (const locale of ['cs', 'en'] as const) {
      for (const path of [companyPreview(locale, 'company-medicata'), jobPreview(locale, medicata._id)]) {
        expect((await context.request.get(path)).status(), path).toBe(401);
      }
    }
    expect((await context.request.get('/api/member-preview/changes?ids=company-medicata')).status()).toBe(
      401,
    );
  } finally {
    await context.close();
  }
});
