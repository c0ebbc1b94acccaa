import { randomUUID } from 'node:crypto';
import { newPerson, signIn, signInFromModal } from './support/account';
import { fillPendingProfileAsEditor } from './support/lake-api';
import { latestMailTo } from './support/outbox';
import { escapeRegExp } from './support/regexp';
import { chooseAnalytics } from './support/site';
import { approveSignupInStudio, EDITOR_EMAIL } from './support/studio';
import { expect, test } from './support/test';

const texts = {
  cs: {
    b2bPath: '/cs/pro-firmy',
    companyName: /^Název firmy/,
    ico: /^IČO/,
    contactName: /^Kontaktní osoba/,
    signInFirst: 'Přihlásit se a pokračovat',
    submit: 'Odeslat registraci',
    sent: 'Zkontrolujte e-mail',
    mailSubject: /^Potvrďte registraci firmy/,
    confirm: 'Potvrdit registraci',
    waiting: 'Čekáme na schválení',
    workspacePath: '/cs/firma',
    approvedSubject: /je schválená$/,
    dashboard: (company: string) => `${company}: uchazeči`,
    icoError: 'nesedí jeho kontrolní číslice',
  },
  en: {
    b2bPath: '/en/for-companies',
    companyName: /^Company name/,
    ico: /^IČO/,
    contactName: /^Contact person/,
    signInFirst: 'Sign in and continue',
    submit: 'Send the sign-up',
    sent: 'Check your e-mail',
    mailSubject: /^Confirm the sign-up of/,
    confirm: 'Confirm the sign-up',
    waiting: 'Waiting for approval',
    workspacePath: '/en/company-workspace',
    approvedSubject: /is approved$/,
    dashboard: (company: string) => `${company}: applicants`,
    icoError: 'check digit does not match',
  },
} as const;

/** A valid IČO of its own for each run (the register's check digit). */
function freshIco(): string {
  const first = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
  const remainder = sum % 11;
  return `${first}${remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder}`;
}

for (const locale of ['cs', 'en'] as const) {
  const t = texts[locale];

  test(`a company signs itself up from the B2B page and opens its workspace once approved (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const person = newPerson('Jana');
    const company = `Pekárna ${randomUUID().slice(0, 6)} s.r.o.`;
    await page.goto(t.b2bPath);
    await chooseAnalytics(page, 'reject');
    const form = page.getByTestId('company-signup-form').first();
    await form.getByLabel(t.companyName).fill(company);
    await form.getByLabel(t.ico).fill('12345678');
    await form.getByLabel(t.contactName).fill('Jana Nováková');

    // Not signed in: the form asks for the sign-in first and keeps what was typed.
    await form.getByRole('button', { name: t.signInFirst }).click();
    await signInFromModal(page, person);
    await expect(form.getByLabel(t.companyName)).toHaveValue(company);

    // A wrong check digit is named on its field, in the page's language.
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByLabel(t.ico)).toBeFocused();
    await expect(form.getByRole('alert')).toContainText(t.icoError);
    await form.getByLabel(t.ico).fill(freshIco());
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByTestId('company-signup-sent').first()).toContainText(t.sent);

    const mail = await latestMailTo(person.email, t.mailSubject);
    const link = mail.links.find((url) => url.includes('token='));
    expect(link).toBeTruthy();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await page.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${t.workspacePath}$`));
    await expect(page.getByTestId('workspace-waiting')).toContainText(t.waiting);
    await expect(page.getByTestId('workspace-waiting')).toContainText(company);

    // The editors hear of it, with a link to the company's draft in the Studio.
    const editorMail = await latestMailTo(EDITOR_EMAIL, new RegExp(escapeRegExp(company)));
    expect(editorMail.links).toContainEqual(
      expect.stringMatching(/\/studio\/intent\/edit\/id=[\w-]+;type=company\/$/),
    );

    // Approving publishes the profile, so the editor first fills in what every profile has.
    const companyId = /id=([\w-]+);type=company/.exec(editorMail.links.join(' '))?.[1];
    expect(companyId).toBeTruthy();
    await fillPendingProfileAsEditor(companyId as string, EDITOR_EMAIL);
    const editorContext = await browser.newContext();
    const studio = await editorContext.newPage();
    await approveSignupInStudio(studio, company);
    await editorContext.close();

    await latestMailTo(person.email, t.approvedSubject);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.dashboard(company));
  });
}

test('a signed-in person without a company signs up from the workspace page', async ({ page }) => {
  await page.goto('/en');
  await chooseAnalytics(page, 'reject');
  await signIn(page, newPerson('Petr'));
  await page.goto('/en/company-workspace');
  await expect(page.getByTestId('workspace-not-member')).toBeVisible();
  const form = page.getByTestId('company-signup-form');
  await form.getByLabel(texts.en.companyName).fill('x');
  await form.getByLabel(texts.en.ico).fill(freshIco());
  await form.getByLabel(texts.en.contactName).fill('Petr Novák');
  await form.getByRole('button', { name: texts.en.submit }).click();
  await expect(form.getByRole('alert')).toContainText("Enter the company's name");
});
