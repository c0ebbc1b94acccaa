import {
  discardLeftoverDraft,
  documentLoaded,
  openStudioAsEditor,
  publishAndWaitForLake,
} from './support/studio';
import { expect, test } from './support/test';

// The synonyms are one document, and no other test edits it or searches for these two offers.
test.use({ viewport: { width: 1600, height: 1000 } });

test('an editor adds a one-way synonym group, and the job search widens from its first word only', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const site = await page.context().newPage();
  /** The titles of the offers the Czech job list shows for a query. */
  const titlesFound = async (query: string) => {
    await site.goto(`/cs/prace?${new URLSearchParams({ q: query })}`);
    return site.getByTestId('job-card').getByRole('heading').allTextContents();
  };
  expect(await titlesFound('copywriter')).toEqual(['Junior Copywriter/ka']);

  await openStudioAsEditor(page, '/studio/intent/edit/id=searchSynonyms;type=searchSynonyms');
  await documentLoaded(page);
  await discardLeftoverDraft(page);
  const groups = page.getByTestId('field-groups');
  await groups.getByRole('button', { name: 'Add item' }).last().click();
  const group = page.getByRole('dialog', { name: /^Words that mean the same/ });
  for (const word of ['copywriter', 'video editor']) {
    await group.getByRole('button', { name: 'Add item' }).click();
    await group.locator('input[type="text"]').last().fill(word);
  }
  await group.getByLabel('One way').check();
  await page.keyboard.press('Escape');
  await expect(groups.getByText('copywriter → video editor')).toBeVisible();
  await publishAndWaitForLake(page);

  await expect
    .poll(() => titlesFound('copywriter'), { timeout: 60_000 })
    .toEqual(['Junior Copywriter/ka', 'Medior Video editor/ka']);
  expect(await titlesFound('video editor')).not.toContain('Junior Copywriter/ka');
});
