import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { localizedPath } from '@tribe/routes';
import { docx } from '../tests/applications/support/documents';
import { startSignedIn } from './support/account';
import { type DemoJob, demoJobs, isLive, jobDetailPath } from './support/dataset';
import { messages } from './support/messages';
import { expect, test } from './support/test';

const liveJobs = demoJobs().filter(isLive);
const PHONE = { width: 390, height: 844 };

const texts = {
  cs: {
    title: 'Životopisy',
    empty: /Zatím tu nemáte žádný životopis/,
    addCv: 'Přidat životopis',
    upload: 'Nahrát',
    isDefault: 'Výchozí',
    apply: 'Reagovat',
    first: 'Co vás k nám přivádí?',
    answer: 'Chci stavět věci, které dávají smysl.',
    send: 'Odeslat přihlášku',
    thanks: 'Děkujeme za váš zájem! Další informace vám pošleme e-mailem.',
    appliedOn: /^Přihlášku jste odeslali .+ · Odesláno$/,
    delete: 'Smazat',
    confirmDelete: 'Ano, smazat',
    downloadCv: (file: string) => `Stáhnout životopis (${file})`,
  },
  en: {
    title: 'CVs',
    empty: /You have no saved CV yet/,
    addCv: 'Add a CV',
    upload: 'Upload',
    isDefault: 'Default',
    apply: 'Apply',
    first: 'What brings you here?',
    answer: 'I would like to build things that matter with you.',
    send: 'Send application',
    thanks: 'Thank you for your interest! You will receive more information by email.',
    appliedOn: /^You applied on .+ · Sent$/,
    delete: 'Delete',
    confirmDelete: 'Yes, delete',
    downloadCv: (file: string) => `Download my CV (${file})`,
  },
} as const;

/** Saves a CV in the profile's CVs page and sees it listed as the default. */
async function saveCvInProfile(page: Page, locale: 'cs' | 'en', cv: { name: string; buffer: Buffer }) {
  const t = texts[locale];
  await page.goto(localizedPath('/profile/cvs', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await expect(page.getByText(t.empty)).toBeVisible();
  await page.getByLabel(t.addCv).setInputFiles({ ...cv, mimeType: 'application/octet-stream' });
  await page.getByRole('button', { name: t.upload, exact: true }).click();
  const card = page.getByTestId('saved-cv');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText(`${cv.name} ${t.isDefault}`);
}

/** Apply in the job header, the one required answer, Send: the saved default CV needs no click. */
async function applyWithDefaultCv(
  page: Page,
  locale: 'cs' | 'en',
  job: DemoJob,
  cvName: string,
  phone: boolean,
) {
  const t = texts[locale];
  await page.goto(jobDetailPath(job, locale));
  const apply = phone
    ? page.getByTestId('apply-bar').getByRole('button', { name: t.apply, exact: true })
    : page.getByRole('main').locator('header').first().getByRole('button', { name: t.apply, exact: true });
  await apply.click();
  const section = page.getByTestId('application-section');
  const chosen = section.getByRole('radio', { name: new RegExp(`^${cvName}`) });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await section.getByLabel(t.first).fill(t.answer);
  await section.getByRole('button', { name: t.send }).click();
  await expect(section.getByText(t.thanks)).toBeVisible();
  await expect(section.getByTestId('applied-on')).toHaveText(t.appliedOn);
}

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  for (const phone of [false, true]) {
    test(`${locale}: a CV saved in the profile applies from the job header in two clicks (${phone ? 'phone' : 'desktop'})`, async ({
      page,
    }) => {
      const cv = { name: `cv-${locale}-${phone ? 'phone' : 'desktop'}.docx`, buffer: docx() };
      await startSignedIn(page, locale);
      // On a phone, Sign in sits in the menu; the sign-in itself is not what this test is about.
      if (phone) await page.setViewportSize(PHONE);
      await saveCvInProfile(page, locale, cv);
      await applyWithDefaultCv(page, locale, liveJobs[6 + index * 2 + Number(phone)], cv.name, phone);
    });
  }
}

test('en: after the saved CV is deleted, the application still downloads its own copy', async ({ page }) => {
  const t = texts.en;
  const cv = { name: 'kept-copy.docx', buffer: docx() };
  await startSignedIn(page, 'en');
  await saveCvInProfile(page, 'en', cv);
  await applyWithDefaultCv(page, 'en', liveJobs[10], cv.name, false);

  await page.goto(localizedPath('/profile/cvs', 'en'));
  await page.getByTestId('saved-cv').getByRole('button', { name: t.delete }).click();
  await page.getByTestId('saved-cv').getByRole('button', { name: t.confirmDelete }).click();
  await expect(page.getByText(t.empty)).toBeVisible();

  await page.goto(localizedPath('/profile/applications', 'en'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: t.downloadCv(cv.name) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(cv.name);
  expect((await readFile(await download.path())).equals(cv.buffer)).toBe(true);
});

for (const locale of ['cs', 'en'] as const) {
  test(`${locale}: saving a CV shows how much of it is uploaded`, async ({ page }, testInfo) => {
    const t = texts[locale];
    const application = messages[locale].Application;
    await startSignedIn(page, locale);
    // The answer is held back a moment, so the finished upload's bar can be seen before the list updates.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/cvs', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      return route.continue();
    });
    await page.goto(localizedPath('/profile/cvs', locale));
    await page
      .getByLabel(t.addCv)
      .setInputFiles({ name: 'progress.docx', buffer: docx(), mimeType: 'application/octet-stream' });
    await page.getByRole('button', { name: t.upload, exact: true }).click();
    const bar = page.getByRole('progressbar', { name: application.upload_progress });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    const shot = testInfo.outputPath(`saved-cv-progress-${locale}.png`);
    await page.getByRole('main').screenshot({ path: shot });
    await testInfo.attach(`saved-cv-progress-${locale}`, { path: shot, contentType: 'image/png' });
    release();
    await expect(page.getByTestId('saved-cv')).toHaveCount(1);
    await expect(bar).toHaveCount(0);
  });
}
