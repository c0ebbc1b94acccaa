import { localizedPath } from '@tribe/routes';
import { newPerson, startSignedIn } from './support/account';
import { messages } from './support/messages';
import { latestMailTo } from './support/outbox';
import { DIGEST_TIMEOUT_MS, publishOfferThroughLake } from './support/publish-offer';
import { expect, test } from './support/test';

// Each locale's test publishes its own offer.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 1000 }, timezoneId: 'UTC' });

const cases = {
  cs: { job: 'job-46', word: 'vulkanolog', title: 'Vulkanolog/žka', alert: 'Vulkanologie' },
  en: { job: 'job-47', word: 'glaciologist', title: 'Glaciologist', alert: 'Glaciology' },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const t = messages[locale].JobAlerts;
  const { job, word, title, alert } = cases[locale];

  test(`${locale}: save a search, publish a matching offer, get the digest, see it as new, unsubscribe`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const person = await startSignedIn(page, locale, newPerson());
    await page.goto(`${localizedPath('/jobs', locale)}?q=${word}`);
    await page.getByRole('button', { name: t.create_button }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog_title });
    await expect(dialog.getByRole('listitem').filter({ hasText: word })).toBeVisible();
    // The name is required and says so in the visitor's language.
    await dialog.getByRole('textbox', { name: t.name_label }).fill('');
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: t.name_label }).fill(alert);
    await dialog.getByRole('radio', { name: t.frequency_quarter_hour }).check();
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByTestId('job-alert-created')).toContainText(alert);
    const alertSavedAt = new Date();

    // An editor publishes an offer the saved search finds.
    await publishOfferThroughLake(baseURL as string, job, locale, title, alertSavedAt);

    // The 15-minute digest (every 4.5 s in this test run) brings the offer once it is published and
    // its publication time has come, even when that time had gone by before the publish.
    const mail = await latestMailTo(person.email, new RegExp(alert), DIGEST_TIMEOUT_MS);
    expect(mail.headers['content-language']).toBe(locale);
    expect(mail.text).toContain(title);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = mail.links.find((link) => link.includes('/api/job-alerts/unsubscribe?token='));
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);

    // The profile counts the new offer; its list marks it 'New' once, until the next visit.
    await page.goto(localizedPath('/profile/job-alerts', locale));
    const card = page.getByRole('article', { name: alert });
    await expect(card.getByTestId('job-alert-new-offers')).toHaveText(/^1 /);
    await card.getByRole('link', { name: t.show_offers }).click();
    await expect(page.getByRole('heading', { level: 1, name: alert })).toBeVisible();
    const offer = page.getByTestId('job-card').filter({ hasText: title });
    await expect(offer.getByTestId('job-card-new')).toHaveText(messages[locale].JobCard.new);
    await page.reload();
    await expect(page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('job-card-new')).toHaveCount(0);

    // The digest's own link unsubscribes from this alert.
    await page.goto(unsubscribe as string);
    await expect(page.getByRole('heading', { name: t.unsubscribe_page_title })).toBeVisible();
    await page.getByRole('button', { name: t.unsubscribe_page_button }).click();
    await expect(page.getByRole('heading', { name: t.unsubscribed_title })).toBeVisible();
    await page.goto(localizedPath('/profile/job-alerts', locale));
    await expect(page.getByTestId('job-alerts-empty')).toContainText(t.empty);
  });
}
