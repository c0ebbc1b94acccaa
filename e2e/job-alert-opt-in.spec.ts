import { randomUUID } from 'node:crypto';
import { localizedPath } from '@tribe/routes';
import { messages } from './support/messages';
import { latestMailTo } from './support/outbox';
import { DIGEST_TIMEOUT_MS, publishOfferThroughLake } from './support/publish-offer';
import { escapeRegExp } from './support/regexp';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

// Each locale's test publishes its own offer.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1600, height: 1000 }, timezoneId: 'UTC' });

const cases = {
  cs: {
    company: 'koruna-pay',
    name: 'Koruna Pay',
    job: 'job-17',
    title: 'Analytik/čka platebních karet',
    alert: 'Koruna',
  },
  en: {
    company: 'zelena-energie',
    name: 'Zelená energie',
    job: 'job-28',
    title: 'Tidal energy engineer',
    alert: 'Green',
  },
} as const;

for (const locale of ['cs', 'en'] as const) {
  const t = messages[locale].JobAlerts;
  const { company, name, job, title, alert } = cases[locale];

  test(`${locale}: a visitor saves a company's job list, confirms the e-mailed link and gets the offer it publishes`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const email = `alert-${locale}-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(localizedPath('/company/[company_slug]/jobs', locale, { company_slug: company }));
    await chooseAnalytics(page, 'reject');
    await page.getByRole('button', { name: t.create_button }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog_title });
    // The search is the company's, named as the site names it.
    await expect(dialog.getByRole('list', { name: t.dialog_search }).getByRole('listitem')).toHaveText([
      name,
    ]);
    await dialog.getByRole('textbox', { name: t.name_label }).fill(alert);
    await dialog.getByRole('radio', { name: t.frequency_quarter_hour }).check();
    await dialog.getByRole('textbox', { name: t.email_label }).fill(email);
    await dialog.getByRole('checkbox', { name: t.consent }).check();
    await dialog.getByRole('button', { name: t.submit }).click();
    await expect(dialog.getByTestId('job-alert-created')).toContainText(t.subscribed);

    const confirmation = await latestMailTo(email);
    expect(confirmation.headers['content-language']).toBe(locale);
    // The confirmation says what the site wrote: the company by its name, not the alert's name.
    expect(confirmation.subject).not.toContain(alert);
    expect(confirmation.text).toContain(name);
    const confirm = confirmation.links.find((link) => link.includes('/api/job-alerts/confirm?token='));
    await page.goto(confirm as string);
    await expect(page.getByRole('heading', { name: t.confirm_page_title })).toBeVisible();
    await page.getByRole('button', { name: t.confirm_page_button }).click();
    await expect(page.getByRole('heading', { name: t.confirmed_title })).toBeVisible();
    // Confirmed: offers published from now on are new to the alert.
    const alertSavedAt = new Date();

    await publishOfferThroughLake(baseURL as string, job, locale, title, alertSavedAt);

    // The 15-minute digest (every 4.5 s in this test run) brings the offer once it is published and
    // its publication time has come, even when that time had gone by before the publish.
    // Its subject starts with the count of new offers and names the alert.
    const digest = await latestMailTo(email, new RegExp(`^\\d+ .*${escapeRegExp(alert)}`), DIGEST_TIMEOUT_MS);
    expect(digest.headers['content-language']).toBe(locale);
    expect(digest.text).toContain(title);
    expect(digest.links).toContainEqual(expect.stringContaining(`company=${company}`));
  });
}
