import { newPerson, startSignedIn } from './support/account';
import { seriousViolations } from './support/axe';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

for (const path of [
  '/cs',
  '/en/jobs',
  '/cs/spolecnost/skola-hrou',
  '/en/job/pixelhouse/anything/job-1',
  '/cs/pro-firmy',
  '/en/magazine/how-to-write-a-cv-someone-reads-to-the-end/article-1',
  '/cs/b2b/technologies',
  '/en/terms-conditions',
  '/en/missing-page',
]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await chooseAnalytics(page, 'reject');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the profile area, with an entry form and the editor open, has no serious accessibility problems', async ({
  page,
}) => {
  await startSignedIn(page, 'en', newPerson('Alena'));
  await page.goto('/en/profile');
  await page.getByRole('button', { name: 'Add your education' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/cs/profil/sledovane-spolecnosti');
  await expect(page.getByText('Nesledujete žádné společnosti.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
