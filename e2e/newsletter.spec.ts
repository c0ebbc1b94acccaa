import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { messages } from './support/messages';
import { latestMailTo } from './support/outbox';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const { en } = messages;

const address = (locale: string) => `newsletter-${locale}-${randomUUID().slice(0, 8)}@example.com`;

/** Scrolls to a newsletter section, where its form arrives as a reader comes near. */
async function reach(section: Locator) {
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Fills the newsletter form inside a section and sends it. */
async function signUp(section: Locator, email: string, locale: 'cs' | 'en') {
  const t = messages[locale].NewsletterForm;
  await section.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await section.getByRole('checkbox', { name: t.consent_candidate }).check();
  await section.getByRole('button', { name: t.submit }).click();
  const confirmation = section.getByTestId('form-success');
  await expect(confirmation).toContainText(t.success);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport({ ratio: 1 });
}

for (const locale of ['cs', 'en'] as const) {
  const t = messages[locale].Newsletter;
  const form = messages[locale].NewsletterForm;

  test(`${locale}: subscribe on the home page, confirm through the e-mailed link, unsubscribe through the mail`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    await chooseAnalytics(page, 'reject');
    const section = await reach(page.getByTestId('home-newsletter'));
    const email = address(locale);

    // Without the consent nothing is sent, and the address stays in the field.
    await section.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await section.getByRole('button', { name: form.submit }).click();
    await expect(section.getByText(form.consent_required)).toBeVisible();
    await expect(section.getByRole('textbox', { name: /e-mail/i })).toHaveValue(email);

    await signUp(section, email, locale);
    const mail = await latestMailTo(email);
    expect(mail.headers['content-language']).toBe(locale);
    const confirm = mail.links.find((link) => link.includes('/api/newsletter/confirm?token='));
    expect(confirm).toBeTruthy();

    await page.goto(confirm as string);
    await expect(page.getByRole('heading', { name: t.confirm_page_title })).toBeVisible();
    await page.getByRole('button', { name: t.confirm_page_button }).click();
    await expect(page.getByRole('heading', { name: t.confirmed_title })).toBeVisible();

    // The link works once.
    await page.goto(confirm as string);
    await expect(page.getByRole('heading', { name: t.used_title })).toBeVisible();

    const unsubscribe = mail.links.find((link) => link.includes('/api/newsletter/unsubscribe?token='));
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    await page.goto(unsubscribe as string);
    await page.getByRole('button', { name: t.unsubscribe_page_button }).click();
    await expect(page.getByRole('heading', { name: t.unsubscribed_title })).toBeVisible();
    await page.goto(unsubscribe as string);
    await expect(page.getByRole('heading', { name: t.used_title })).toBeVisible();
  });
}

test('subscribing twice gives the same answer', async ({ page }) => {
  await page.goto('/en');
  await chooseAnalytics(page, 'reject');
  const section = await reach(page.getByTestId('home-newsletter'));
  const email = address('twice');
  await signUp(section, email, 'en');
  await signUp(section, email, 'en');
});

test('the B2B newsletter on the For companies page sends its own confirmation', async ({ page }) => {
  await page.goto('/en/for-companies');
  await chooseAnalytics(page, 'reject');
  const section = await reach(page.locator('section#newsletter'));
  const email = address('b2b');
  await section.getByRole('textbox', { name: /e-mail/i }).fill(email);
  await section.getByRole('checkbox', { name: en.NewsletterForm.consent_b2b }).check();
  await section.getByRole('button', { name: en.NewsletterForm.submit }).click();
  await expect(section.getByText(en.NewsletterForm.success)).toBeVisible();
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Confirm your subscription to the Tribe newsletter for companies');
});
