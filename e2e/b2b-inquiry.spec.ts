import { randomUUID } from 'node:crypto';
import { messages } from './support/messages';
import { latestMailTo } from './support/outbox';
import { escapeRegExp } from './support/regexp';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const { cs, en } = messages;

/** The sales address of the demo site settings. */
const SALES = 'obchod@tribe.example';

const pages = {
  cs: { path: '/cs/pro-firmy', t: cs },
  en: { path: '/en/for-companies', t: en },
} as const;

const capitalized = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

for (const locale of ['cs', 'en'] as const) {
  const { path, t } = pages[locale];
  const field = (name: keyof typeof t.Inquiry) =>
    new RegExp(`^${escapeRegExp(capitalized(t.Inquiry[name]))}`);

  test(`${locale}: the quote form names each problem, then sends formatted text that reaches sales sanitised`, async ({
    page,
  }) => {
    await page.goto(path);
    await chooseAnalytics(page, 'reject');
    // The form loads as the reader nears it.
    await page.locator('#quote').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: t.Inquiry.form_label });
    await form.getByRole('button', { name: t.Inquiry.submit }).click();
    await expect(form.getByText(t.Validation.required)).toHaveCount(5);
    await expect(form.getByText(t.Inquiry.consent_required)).toBeVisible();

    const company = `Knihomol ${randomUUID().slice(0, 6)}`;
    await form.getByRole('textbox', { name: field('field_companyName') }).fill(company);
    await form.getByRole('textbox', { name: field('field_fullName') }).fill('Jana Nováková');
    await form.getByRole('textbox', { name: field('field_email') }).fill('jana@');
    await form.getByRole('textbox', { name: field('field_phone') }).fill('+420 777 123 456');
    await form.getByRole('textbox', { name: field('field_jobPosition') }).fill('HR manager');
    const editor = form.getByRole('textbox', { name: field('field_message') });
    await editor.click();
    await page.keyboard.type('We need ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('five');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' developers:');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Java');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Go');
    await form.getByRole('checkbox', { name: t.Inquiry.consent }).check();
    await form.getByRole('button', { name: t.Inquiry.submit }).click();
    await expect(form.getByText(t.Validation.invalid_email)).toBeVisible();

    await form.getByRole('textbox', { name: field('field_email') }).fill('jana@knihomol.example');
    await form.getByRole('button', { name: t.Inquiry.submit }).click();
    // When this runs first, the request also creates the server's fresh embedded database.
    const confirmation = form.getByTestId('form-success');
    await expect(confirmation).toContainText(t.Inquiry.success, { timeout: 30_000 });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport({ ratio: 1 });

    const mail = await latestMailTo(SALES, new RegExp(company));
    expect(mail.headers['reply-to']).toBe('jana@knihomol.example');
    expect(mail.html).toContain(
      '<p>We need <strong>five</strong> developers:</p><ul><li><p>Java</p></li><li><p>Go</p></li></ul>',
    );
    expect(mail.text).toContain('We need five developers:');
    expect(mail.text).toContain('- Java\n- Go');
  });
}
