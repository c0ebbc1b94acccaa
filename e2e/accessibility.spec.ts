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

const candidatePages = {
  cs: [
    '/cs/profil',
    '/cs/profil/sledovane-spolecnosti',
    '/cs/profil/sledovane-nabidky',
    '/cs/profil/prihlasky',
    '/cs/profil/zivotopisy',
    '/cs/profil/hlidaci-psi',
    '/cs/profil/preference',
    '/cs/profil/pro-vas',
  ],
  en: [
    '/en/profile',
    '/en/profile/following-companies',
    '/en/profile/following-job-offers',
    '/en/profile/applications',
    '/en/profile/cvs',
    '/en/profile/job-alerts',
    '/en/profile/preferences',
    '/en/profile/for-you',
  ],
} as const;

for (const locale of ['cs', 'en'] as const) {
  test(`${locale}: every page of a candidate's profile area, with described entries, has no serious accessibility problems`, async ({
    page,
  }) => {
    test.slow();
    await startSignedIn(page, locale, newPerson('Vera'));
    const description = '<p>Built the <strong>booking</strong> flow.</p><ul><li><p>React</p></li></ul>';
    const statuses = await page.evaluate(async (html) => {
      const post = (path: string, body: object) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      return [
        await post('/api/user/experience', {
          title: 'Frontend developer',
          company: 'Pixelhouse',
          from: '2021-03-01',
          description: html,
        }),
        await post('/api/user/education', {
          organization: 'Masaryk University',
          from: '2016-09-01',
          to: '2021-06-30',
          description: html,
        }),
      ];
    }, description);
    expect(statuses).toEqual([201, 201]);

    for (const path of candidatePages[locale]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto(candidatePages[locale][0]);
    const entries = page.getByRole('article').filter({ hasText: 'Pixelhouse' });
    await expect(entries.locator('strong')).toHaveText('booking');
    // Read-only text is plain HTML: no editor and no text field in the entry.
    await expect(entries.getByRole('textbox')).toHaveCount(0);
    await expect(entries.locator('[contenteditable]')).toHaveCount(0);
  });
}
