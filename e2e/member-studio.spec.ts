import { type Page, request } from '@playwright/test';
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
  // No live preview: it would open the site's draft mode, which shows every company's drafts.
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
