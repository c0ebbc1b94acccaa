import { newPerson, signIn, signInFromModal } from './support/account';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

test('an anonymous visitor is asked to sign in, the follow then goes through, and unfollows from the profile (cs)', async ({
  page,
}) => {
  await page.goto('/cs/spolecnost/skola-hrou');
  await chooseAnalytics(page, 'reject');
  const header = page.getByTestId('company-header');
  const companyName = (await header.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await header.getByRole('button', { name: 'Sledovat' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Pro sledování se prosím přihlaste' })).toBeVisible();
  await signInFromModal(page, newPerson('Lucie'));
  // The follow asked for before signing in goes through once the user is present.
  await expect(header.getByRole('button', { name: 'Sledujete' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(header.getByRole('button', { name: 'Sledujete' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/cs/profil/sledovane-spolecnosti');
  const card = page.getByRole('article').filter({ hasText: companyName });
  await expect(card.getByRole('link', { name: companyName })).toHaveAttribute(
    'href',
    '/cs/spolecnost/skola-hrou',
  );
  await card.getByRole('button', { name: `Přestat sledovat ${companyName}` }).click();
  await expect(page.getByText('Nesledujete žádné společnosti.')).toBeVisible();

  await page.goto('/cs/spolecnost/skola-hrou');
  await expect(header.getByRole('button', { name: 'Sledovat' })).toHaveAttribute('aria-pressed', 'false');
});

test('a follow dropped by closing the sign-in modal is not made; a signed-in user then follows a job offer (en)', async ({
  page,
}) => {
  await page.goto('/en/job/pixelhouse/anything/job-1');
  await chooseAnalytics(page, 'reject');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const jobUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Job offers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Please sign in to follow' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await signIn(page, newPerson('Adam'));
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/profile/following-job-offers');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', jobUrl);
  await expect(page.getByText('You are not following any companies.')).toHaveCount(0);
  await card.getByRole('button', { name: `Unfollow ${title}` }).click();
  await expect(page.getByText('You are not following any job offers.')).toBeVisible();

  await page.goto('/en/profile/following-companies');
  await expect(page.getByText('You are not following any companies.')).toBeVisible();
});
