import { readFileSync } from 'node:fs';
import { field, newPerson, startSignedIn } from './support/account';
import { expect, test } from './support/test';

test('a new user edits the personal details, with a clear error for a bad phone number (en)', async ({
  page,
}) => {
  const person = newPerson('Petra');
  await startSignedIn(page, 'en', person);

  await page.getByTestId('header-user').click();
  await expect(page).toHaveURL('/en/profile');
  const details = page.getByRole('form', { name: 'Personal details' });
  await expect(details.getByLabel(field('Name'))).toHaveValue(person.name);
  await expect(details.getByLabel(field('Email'))).toHaveValue(person.email);

  await details.getByLabel(field('Phone')).fill('call me');
  await details.getByLabel(field('City')).fill('Brno');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Enter a phone number such as +420 777 123 456.')).toBeVisible();

  await details.getByLabel(field('Phone')).fill('+420 777 123 456');
  await details.getByLabel(field('Name')).fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Required field')).toBeVisible();

  await details.getByLabel(field('Name')).fill('Petra Marie');
  await details.getByLabel(field('Web or LinkedIn URL')).fill('https://www.linkedin.com/in/petra');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByTestId('header-user')).toContainText('Petra Marie');

  await page.reload();
  await expect(details.getByLabel(field('Name'))).toHaveValue('Petra Marie');
  await expect(details.getByLabel(field('Phone'))).toHaveValue('+420 777 123 456');
  await expect(details.getByLabel(field('City'))).toHaveValue('Brno');
  await expect(page.getByTestId('header-user')).toContainText('Petra Marie');
});

test('education: add an entry with the editor bubble menu, see it as current, edit and delete it (en)', async ({
  page,
}) => {
  await startSignedIn(page, 'en', newPerson('Eva'));
  await page.goto('/en/profile');

  const education = page.getByRole('region', { name: 'Education' });
  await education.getByRole('button', { name: 'Add your education' }).click();
  const form = education.getByRole('form', { name: 'Add education' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Required field')).toHaveCount(2);

  await form.getByLabel(field('School')).fill('Masaryk University');
  await form.getByLabel(field('Degree')).fill('Mgr.');
  await form.getByLabel(field('Field of study')).fill('Psychology');
  await form.getByLabel(field('From')).fill('2019-09');
  await expect(form.getByText('Leave empty if still current')).toBeVisible();

  const editor = form.getByRole('textbox', { name: 'Description' });
  const bubble = (label: string) =>
    page.getByRole('toolbar').getByRole('button', { name: label, exact: true });
  await editor.click();
  await page.keyboard.type('Thesis on teams');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Second line');
  await expect(editor.locator('p')).toHaveCount(1);
  await expect(editor.locator('br')).toHaveCount(1);

  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Shift+End');
  await bubble('Bold').click();
  await expect(editor.locator('strong')).toHaveText('Thesis on teams');

  const dialogs: string[] = [];
  let promptAnswer = '';
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    return dialog.type() === 'prompt' ? dialog.accept(promptAnswer) : dialog.accept();
  });
  await editor.locator('strong').selectText();
  promptAnswer = 'javascript:alert(1)';
  await bubble('Link').click();
  await expect
    .poll(() => dialogs)
    .toEqual([
      'prompt: URL',
      'alert: Links may only use http, https, ftp, ftps, mailto, tel, callto, sms, cid or xmpp.',
    ]);
  await expect(editor.locator('a')).toHaveCount(0);

  promptAnswer = 'muni.cz';
  await bubble('Link').click();
  await expect(editor.locator('a')).toHaveAttribute('href', 'http://muni.cz');
  expect(dialogs).toHaveLength(3);

  // To the end of the text. Enter waits until the editor has taken the caret (the bubble menu
  // closes with the selection): pressed at once, it would replace the still selected first line.
  await editor.focus();
  await page.keyboard.press('Control+End');
  await expect(page.getByRole('toolbar')).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Scratch');
  await page.keyboard.press('Shift+Home');
  await bubble('• List').click();
  await bubble('Italic').click();
  await expect(editor.locator('ul li em')).toHaveText('Scratch');
  await bubble('Reset style').click();
  await expect(editor.locator('ul')).toHaveCount(0);
  await expect(editor.locator('em')).toHaveCount(0);
  await expect(editor.locator('p').last()).toHaveText('Scratch');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(education.getByText('Your education has been saved.')).toBeVisible();
  const card = education.getByRole('article').filter({ hasText: 'Masaryk University' });
  await expect(card).toContainText('Mgr. · Psychology');
  await expect(card).toContainText('September 2019 – Present');
  await expect(card.getByRole('link', { name: 'Thesis on teams' })).toHaveAttribute('href', 'http://muni.cz');

  await card.getByRole('button', { name: 'Edit' }).click();
  const editForm = education.getByRole('form', { name: 'Edit education' });
  await editForm.getByLabel(field('To')).fill('2018-06');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(editForm.getByText("'To' must not be before 'From'.")).toBeVisible();
  await editForm.getByLabel(field('To')).fill('2021-06');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('September 2019 – June 2021');

  await page.reload();
  await expect(card).toContainText('September 2019 – June 2021');
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(education.getByRole('button', { name: 'Add your education' })).toBeVisible();
});

test('experience in Czech: the empty state, a current job shown as "současnost"', async ({ page }) => {
  await startSignedIn(page, 'cs', newPerson('Tomas'));
  await page.goto('/cs/profil');

  const experience = page.getByRole('region', { name: 'Praxe' });
  await experience.getByRole('button', { name: 'Přidejte svou praxi' }).click();
  const form = experience.getByRole('form', { name: 'Přidat praxi' });
  await form.getByLabel(field('Pozice')).fill('Vývojář');
  await form.getByLabel(field('Firma')).fill('Pixelhouse');
  await form.getByLabel(field('Od')).fill('2022-03');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(experience.getByText('Praxe je uložená.')).toBeVisible();
  await expect(experience.getByRole('article')).toContainText('březen 2022 – současnost');
});

test('logging out on a protected page lands on the home page; the profile then asks to sign in', async ({
  page,
}) => {
  await startSignedIn(page, 'en', newPerson('Olga'));
  await page.goto('/en/profile/following-companies');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/en/profile');
  await expect(page).toHaveURL('/en/profile');
  await expect(page.getByTestId('sign-in-wall')).toBeVisible();
});

test('the data export downloads everything stored, and deleting the account signs out everywhere', async ({
  page,
}) => {
  const person = newPerson('Karel');
  await startSignedIn(page, 'en', person);
  await page.goto('/en/profile');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(JSON.stringify(exported)).toContain(person.email);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(200);
  expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null });
});
