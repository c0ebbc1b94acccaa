import type { Page } from '@playwright/test';
import { pdf } from '../tests/applications/support/documents';
import { newPerson, signInFromModal, startSignedIn } from './support/account';
import {
  companySlugOf,
  type DemoJob,
  demoDocuments,
  demoJobs,
  isLive,
  jobDetailPath,
} from './support/dataset';
import { latestMailTo } from './support/outbox';
import { escapeRegExp } from './support/regexp';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const liveJobs = demoJobs().filter(isLive);
const cvFile = { name: 'jana-cv.pdf', mimeType: 'application/pdf', buffer: pdf() };
const PHONE = { width: 390, height: 844 };

const texts = {
  cs: {
    apply: 'Reagovat',
    applied: 'Přihláška odeslána',
    signInToApply: (title: string) => `Přihlaste se a reagujte na nabídku ${title}`,
    applyNote: 'Vše, co jste vyplnili, včetně životopisu, ve formuláři zůstane.',
    first: 'Co vás k nám přivádí?',
    send: 'Odeslat přihlášku',
    thanks: 'Děkujeme za váš zájem! Další informace vám pošleme e-mailem.',
    appliedOn: /^Přihlášku jste odeslali \d{1,2}\. [^\s]+ \d{4} · Odesláno$/,
    myApplications: 'Zobrazit moje přihlášky',
    withdraw: 'Vzít přihlášku zpět',
    withdrawConfirm: 'Ano, vzít zpět',
    signInToContinue: 'Přihlaste se a pokračujte',
    applicationsPath: '/cs/profil/prihlasky',
    applicationsTitle: 'Moje přihlášky',
  },
  en: {
    apply: 'Apply',
    applied: 'Applied',
    signInToApply: (title: string) => `Sign in to apply for ${title}`,
    applyNote: 'Everything you have filled in, your CV included, stays in the form.',
    first: 'What brings you here?',
    send: 'Send application',
    thanks: 'Thank you for your interest! You will receive more information by email.',
    appliedOn: /^You applied on [A-Z][a-z]+ \d{1,2}, \d{4} · Sent$/,
    myApplications: 'See my applications',
    withdraw: 'Withdraw application',
    withdrawConfirm: 'Yes, withdraw',
    signInToContinue: 'Sign in to continue',
    applicationsPath: '/en/profile/applications',
    applicationsTitle: 'My applications',
  },
} as const;

const companyJobsPath = (job: DemoJob, locale: 'cs' | 'en') =>
  locale === 'cs'
    ? `/cs/spolecnost/${companySlugOf(job.company._ref)}/prace`
    : `/en/company/${companySlugOf(job.company._ref)}/jobs`;

const recruitingEmailOf = (job: DemoJob) =>
  String(demoDocuments().find((doc) => doc._id === job.company._ref)?.recruitingEmail);

/** The job detail's own header (the site header is the page's banner). */
const jobHeader = (page: Page) => page.getByRole('main').locator('header').first();

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  const t = texts[locale];

  test(`${locale}: Apply in the job header brings up the form with its first field focused (desktop)`, async ({
    page,
  }) => {
    const job = liveJobs[2 + index];
    await page.goto(jobDetailPath(job, locale));
    await chooseAnalytics(page, 'reject');
    const apply = jobHeader(page).getByRole('button', { name: t.apply, exact: true });
    await expect(apply).toBeVisible();
    await expect(page.getByTestId('apply-bar')).toBeHidden();
    await expect(page.getByTestId('application-section')).not.toBeInViewport();
    await apply.click();
    await expect(page.locator('#cv')).toBeFocused();
    await expect(page.getByTestId('application-section')).toBeInViewport();

    // Sending without an account asks to sign in, naming the offer and keeping what was filled in.
    const section = page.getByTestId('application-section');
    await section.locator('#cv').setInputFiles(cvFile);
    await section.getByLabel(t.first).fill('I would like to build things that matter with you.');
    await section.getByRole('button', { name: t.send }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: t.signInToApply(job.title[locale]) })).toBeVisible();
    await expect(dialog.getByTestId('sign-in-note')).toContainText(t.applyNote);
  });

  test(`${locale}: on a phone Apply stays at the bottom of the screen and leads to the form`, async ({
    page,
  }) => {
    const job = liveJobs[2 + index];
    await page.setViewportSize(PHONE);
    await page.goto(jobDetailPath(job, locale));
    await chooseAnalytics(page, 'reject');
    await expect(jobHeader(page).getByRole('button', { name: t.apply, exact: true })).toBeHidden();
    const bar = page.getByTestId('apply-bar');
    const apply = bar.getByRole('button', { name: t.apply, exact: true });
    await expect(apply).toBeInViewport({ ratio: 1 });
    const box = await apply.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(PHONE.height - 80);
    await page.mouse.wheel(0, 600);
    await expect(apply).toBeInViewport({ ratio: 1 });

    await apply.click();
    await expect(page.locator('#cv')).toBeFocused();
    await expect(page.getByTestId('application-section')).toBeInViewport();
    // At the form the bar steps aside, so it covers none of it.
    await expect(apply).not.toBeInViewport();
  });
}

const VIEWPORTS = { desktop: { width: 1366, height: 768 }, phone: PHONE } as const;

for (const [localeIndex, locale] of (['cs', 'en'] as const).entries()) {
  for (const [viewportIndex, [device, viewport]] of Object.entries(VIEWPORTS).entries()) {
    test(`${locale}: after sending, the confirmation is in view and focused (${device})`, async ({
      page,
    }) => {
      const t = texts[locale];
      const job = liveJobs[11 + 2 * localeIndex + viewportIndex];
      // The header's Sign in is behind the menu on a phone: sign in first, then narrow the window.
      await startSignedIn(page, locale);
      await page.setViewportSize(viewport);
      await page.goto(jobDetailPath(job, locale));
      const section = page.getByTestId('application-section');
      await section.scrollIntoViewIfNeeded();
      await section.locator('#cv').setInputFiles(cvFile);
      await section.getByLabel(t.first).fill('I would like to build things that matter with you.');
      await section.getByRole('button', { name: t.send }).click();
      const confirmation = section.getByTestId('application-sent');
      await expect(confirmation).toHaveRole('status');
      await expect(confirmation).toContainText(t.thanks);
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport({ ratio: 1 });
    });
  }
}

test('en: after applying the job page shows when and with what status, the lists mark it, and withdrawing brings the form back', async ({
  page,
}) => {
  test.slow();
  const t = texts.en;
  const job = liveJobs[4];
  await startSignedIn(page, 'en');
  await page.goto(jobDetailPath(job, 'en'));
  await jobHeader(page).getByRole('button', { name: t.apply, exact: true }).click();
  const section = page.getByTestId('application-section');
  await section.locator('#cv').setInputFiles(cvFile);
  await section.getByLabel(t.first).fill('I would like to build things that matter with you.');
  await section.getByRole('button', { name: t.send }).click();
  await expect(section.getByText(t.thanks)).toBeVisible();
  await expect(section.getByTestId('applied-on')).toHaveText(t.appliedOn);

  await page.reload();
  await expect(section.getByTestId('applied-on')).toHaveText(t.appliedOn);
  await expect(section.locator('form')).toHaveCount(0);
  await expect(section.getByRole('link', { name: t.myApplications })).toHaveAttribute(
    'href',
    t.applicationsPath,
  );
  await expect(jobHeader(page).getByRole('button', { name: t.applied })).toBeVisible();

  await page.goto(companyJobsPath(job, 'en'));
  const card = page.getByTestId('job-card').filter({ hasText: job.title.en });
  await expect(card.getByTestId('applied-marker')).toHaveText(t.applied);
  const others = page.getByTestId('job-card').filter({ hasNotText: job.title.en });
  await expect(others.getByTestId('applied-marker')).toHaveCount(0);

  await page.goto(jobDetailPath(job, 'en'));
  await section.getByRole('button', { name: t.withdraw }).click();
  await section.getByRole('button', { name: t.withdrawConfirm }).click();
  await expect(section.getByLabel(t.first)).toBeVisible();
  await expect(jobHeader(page).getByRole('button', { name: t.apply, exact: true })).toBeVisible();
});

test("cs: the applied state after a reload, the e-mail's link to My applications while signed out, and the recruiter's confirmed rejection", async ({
  page,
  browser,
}) => {
  test.slow();
  const t = texts.cs;
  const job = liveJobs[5];
  const person = newPerson('Alena');
  await startSignedIn(page, 'cs', person);
  await page.goto(jobDetailPath(job, 'cs'));
  const section = page.getByTestId('application-section');
  await section.scrollIntoViewIfNeeded();
  await section.locator('#cv').setInputFiles(cvFile);
  await section.getByLabel(t.first).fill('Chci stavět věci, které dávají smysl.');
  await section.getByRole('button', { name: t.send }).click();
  await expect(section.getByText(t.thanks)).toBeVisible();
  await page.reload();
  await expect(section.getByTestId('applied-on')).toHaveText(t.appliedOn);
  await expect(section.locator('#cv')).toHaveCount(0);

  // The confirmation's 'Moje přihlášky', opened by somebody signed out (another browser).
  const confirmation = await latestMailTo(person.email, /byla odeslána$/);
  const link = confirmation.links.find((url) => url.endsWith(t.applicationsPath)) as string;
  expect(link).toBeDefined();
  const signedOut = await browser.newContext();
  const reader = await signedOut.newPage();
  await reader.goto('/cs');
  await chooseAnalytics(reader, 'reject');
  await reader.goto(link);
  const dialog = reader.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.signInToContinue })).toBeVisible();
  await signInFromModal(reader, person);
  await expect(reader).toHaveURL(link);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(t.applicationsTitle);
  await expect(
    reader
      .getByTestId('application-card')
      .filter({ hasText: job.title.cs })
      .getByTestId('application-status'),
  ).toHaveText('Odesláno');
  await signedOut.close();

  // The recruiter writes the message first, and a rejection is confirmed before it is mailed.
  // The subject names the offer: other tests apply to other offers of the same company meanwhile.
  const companyMail = await latestMailTo(
    recruitingEmailOf(job),
    new RegExp(`^Nová přihláška: ${escapeRegExp(job.title.cs)}$`),
  );
  const recruiterLink = companyMail.links.find((url) => url.includes('/recruiter/applications/')) as string;
  const recruiter = await page.context().newPage();
  await recruiter.goto(recruiterLink);
  const message = recruiter.getByLabel('Zpráva uchazeči (nepovinná)');
  const reject = recruiter.getByRole('button', { name: 'Nevybrán(a)' });
  expect((await message.boundingBox())?.y ?? 0).toBeLessThan((await reject.boundingBox())?.y ?? 0);
  await message.fill('Děkujeme, tentokrát jsme vybrali jiného kandidáta.');
  await reject.click();
  const confirm = recruiter.getByTestId('status-confirm');
  await expect(confirm).toContainText('Opravdu chcete přihlášku zamítnout?');
  await confirm.getByRole('button', { name: 'Zrušit' }).click();
  await expect(confirm).toBeHidden();
  await expect(recruiter.getByTestId('recruiter-status')).toHaveText('Aktuální stav: Odesláno');
  await reject.click();
  await recruiter.getByRole('button', { name: 'Ano, odeslat zamítnutí' }).click();
  await expect(recruiter.getByText('Uloženo. Uchazeči jsme poslali e-mail: Nevybrán(a).')).toBeVisible();
  await expect(recruiter.getByTestId('recruiter-status')).toHaveText('Aktuální stav: Nevybrán(a)');

  const statusMail = await latestMailTo(person.email, /Nevybrán\(a\)$/);
  expect(statusMail.headers['reply-to']).toBe(recruitingEmailOf(job));
  await page.reload();
  await expect(section.getByTestId('applied-on')).toHaveText(/· Nevybráno$/);
});
