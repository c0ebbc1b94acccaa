import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { field, newPerson, startSignedIn } from './support/account';
import { messages } from './support/messages';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';

const profilePath = { cs: '/cs/profil', en: '/en/profile' } as const;
const emailLabel = { cs: 'E-mail', en: 'Email' } as const;
/** The resend limit's message, its plural formatted. */
const waitText = { cs: 'nejvýš jednou za 10 minut', en: 'every 10 minutes' } as const;

/** The page as it looks now, on a desktop and on a 390 px phone, kept with the test's results. */
async function keepScreenshots(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize();
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['390px', { width: 390, height: 844 }],
  ] as const) {
    if (viewport) await page.setViewportSize(viewport);
    const path = testInfo.outputPath(`${name}-${size}.png`);
    await page
      .locator('#profile-email-status')
      .evaluate((status) => status.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path });
    await testInfo.attach(`${name}-${size}`, { path, contentType: 'image/png' });
  }
  if (desktop) await page.setViewportSize(desktop);
}

for (const locale of ['cs', 'en'] as const) {
  const t = messages[locale].Profile;
  const mail = messages[locale].ContactEmail;

  test(`${locale}: a new contact address is confirmed through the e-mailed link`, async ({
    page,
  }, testInfo) => {
    // Sign-in, two saves, the mailed link and twelve screenshots on a shared 2-core machine.
    test.setTimeout(180_000);
    await startSignedIn(page, locale, newPerson('Klara'));
    await page.goto(profilePath[locale]);
    const details = page.getByRole('form', { name: t.details_heading });
    const status = page.locator('#profile-email-status');
    // The sign-in address was verified by the provider.
    await expect(status).toHaveText(t.email_confirmed);

    const contact = `klara.${locale}.${randomUUID().slice(0, 8)}@example.com`;
    await details.getByLabel(field(emailLabel[locale])).fill(contact);
    await expect(status).toHaveText(t.email_confirm_on_save);
    await details.getByRole('button', { name: t.save }).click();
    await expect(details.getByText(t.details_saved)).toBeVisible();
    await expect(status).toContainText(t.email_unconfirmed_sent.replace('{email}', contact));
    await keepScreenshots(page, testInfo, `${locale}-not-confirmed`);

    // One link per address in 10 minutes: asking again at once says so and sends nothing.
    await status.getByRole('button', { name: t.email_send_again }).click();
    await expect(status).toContainText(waitText[locale]);
    await keepScreenshots(page, testInfo, `${locale}-send-again-too-soon`);

    const message = await latestMailTo(contact);
    expect(message.subject).toBe(mail.mail_subject);
    expect(message.headers['content-language']).toBe(locale);
    const link = message.links.find((url) => url.includes('/api/contact-email/confirm?token='));
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: mail.page_title })).toBeVisible();
    await page.getByRole('button', { name: mail.page_button }).click();
    await expect(page.getByRole('heading', { name: mail.confirmed_title })).toBeVisible();
    await page.getByRole('link', { name: mail.to_profile }).click();

    await expect(page).toHaveURL(profilePath[locale]);
    await expect(details.getByLabel(field(emailLabel[locale]))).toHaveValue(contact);
    await expect(status).toHaveText(t.email_confirmed);
    await keepScreenshots(page, testInfo, `${locale}-confirmed`);

    // The link works once.
    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: mail.used_title })).toBeVisible();
  });
}
