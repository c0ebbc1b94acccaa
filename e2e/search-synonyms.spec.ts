import { demoDocuments } from './support/dataset';
import { publishEditThroughLake } from './support/publish-offer';
import { documentLoaded, openStudioAsEditor } from './support/studio';
import { expect, test } from './support/test';

// The synonyms are one document, and no other test edits it or searches for these two offers.
test.use({ viewport: { width: 1600, height: 1000 } });

test('a one-way synonym group an editor publishes widens the job search from its first word only, and the Studio lists it so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  /** The titles of the offers the Czech job list shows for a query. */
  const titlesFound = async (query: string) => {
    await page.goto(`/cs/prace?${new URLSearchParams({ q: query })}`);
    return page.getByTestId('job-card').getByRole('heading').allTextContents();
  };
  expect(await titlesFound('copywriter')).toEqual(['Junior Copywriter/ka']);

  const synonyms = demoDocuments().find((document) => document._id === 'searchSynonyms');
  const groups = (synonyms?.groups ?? []) as unknown[];
  const oneWay = { _key: 'copywriter-one-way', _type: 'synonymGroup', terms: ['copywriter', 'video editor'] };
  await publishEditThroughLake(String(baseURL), 'searchSynonyms', {
    groups: [...groups, { ...oneWay, oneWay: true }],
  });

  await expect
    .poll(() => titlesFound('copywriter'), { timeout: 60_000 })
    .toEqual(['Junior Copywriter/ka', 'Medior Video editor/ka']);
  expect(await titlesFound('video editor')).not.toContain('Junior Copywriter/ka');

  await openStudioAsEditor(page, '/studio/structure/searchSynonyms');
  await documentLoaded(page);
  // The Studio draws a long list's items near the view only: the new group is the last.
  const groupList = page.getByTestId('field-groups');
  await groupList.getByRole('button', { name: 'Add item' }).scrollIntoViewIfNeeded();
  await expect(groupList.getByText('copywriter → video editor')).toBeVisible();
});
