import path from 'node:path';
import type { Page } from '@playwright/test';
import { pdf } from '../tests/applications/support/documents';
import { listOutboxIn, type OutboxMessage } from '../web/lib/mail/outbox-folder';
import { newPerson, signInFromModal, startSignedIn } from './support/account';
import { seriousViolations } from './support/axe';
import { companySlugOf, type DemoJob, demoDocuments, demoJobs, isLive } from './support/dataset';
import { latestMailTo } from './support/outbox';
import { chooseAnalytics } from './support/site';
import { expect, test } from './support/test';

const outbox = path.join(process.env.DATA_DIR ?? path.join(import.meta.dirname, '../.data/e2e'), 'outbox');
const liveJobs = demoJobs().filter(isLive);

function detailPath(job: DemoJob, locale: 'cs' | 'en') {
  const company = companySlugOf(job.company._ref);
  return locale === 'cs'
    ? `/cs/spolecnost/${company}/prace/${job.slug.cs.current}/${job._id}`
    : `/en/company/${company}/jobs/${job.slug.en.current}/${job._id}`;
}

const companyOf = (job: DemoJob) => demoDocuments().find((doc) => doc._id === job.company._ref);
const recruitingEmailOf = (job: DemoJob) => String(companyOf(job)?.recruitingEmail);

const cvFile = { name: 'jana-cv.pdf', mimeType: 'application/pdf', buffer: pdf() };

/** Scrolls to the application section (its form loads as it nears the viewport), then fills in the CV and the first answer. */
async function fillApplication(page: Page, labels: { first: string; notSelected: string }) {
  const section = page.getByTestId('application-section');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('cv-file-name')).toHaveText(labels.notSelected);
  await section.locator('#cv').setInputFiles(cvFile);
  await expect(section.getByTestId('cv-file-name')).toHaveText(cvFile.name);
  await section.getByLabel(labels.first).fill('I would like to build things that matter with you.');
  return section;
}

/** The company's e-mail about this candidate's application (it names the candidate's address). */
async function companyMailFor(companyEmail: string, candidateEmail: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await listOutboxIn(outbox, 200)).find(
        (message) => message.to.includes(companyEmail) && message.text.includes(candidateEmail),
      );
      return Boolean(found);
    })
    .toBe(true);
  return found as OutboxMessage;
}

test('applies with a CV, the recruiter sets Interviewing from the e-mailed link, and the candidate withdraws (en)', async ({
  page,
}) => {
  // The longest flow: sign-in, upload, the recruiter's page and the e-mails in between.
  test.slow();
  const job = liveJobs[0];
  const person = await startSignedIn(page, 'en');
  await page.goto(detailPath(job, 'en'));
  const section = await fillApplication(page, {
    first: 'What brings you here?',
    notSelected: 'file not selected',
  });
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByLabel('Anything else you would like to tell us?').fill('x'.repeat(401));
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByText('Maximum character length exceeded: 400')).toBeVisible();
  await section.getByLabel('Anything else you would like to tell us?').fill('I play the cello.');
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(
    section.getByText('Thank you for your interest! You will receive more information by email.'),
  ).toBeVisible();

  const confirmation = await latestMailTo(person.email);
  expect(confirmation.subject).toBe(
    `Your application for ${job.title.en} at ${String(companyOf(job)?.name)} has been sent`,
  );

  await page.goto('/en/profile/applications');
  const card = page.getByTestId('application-card').filter({ hasText: job.title.en });
  await expect(card.getByTestId('application-status')).toHaveText('Sent');
  await expect(card.getByTestId('answer-due')).toContainText('The company promised an answer by');
  expect(await seriousViolations(page)).toEqual([]);

  const companyMail = await companyMailFor(recruitingEmailOf(job), person.email);
  const link = companyMail.links.find((url) => url.includes('/recruiter/applications/')) as string;
  const recruiter = await page.context().newPage();
  await recruiter.goto(link);
  await expect(recruiter.getByRole('heading', { level: 1 })).toHaveText(`Přihláška: ${job.title.en}`);
  await expect(recruiter.getByText('I play the cello.')).toBeVisible();
  expect(await seriousViolations(recruiter)).toEqual([]);
  await recruiter.getByRole('button', { name: 'Pohovor' }).click();
  await expect(recruiter.getByText('Uloženo. Uchazeči jsme poslali e-mail: Pohovor.')).toBeVisible();
  await expect(recruiter.getByTestId('recruiter-status')).toHaveText('Aktuální stav: Pohovor');
  await recruiter.close();

  const statusMail = await latestMailTo(person.email, /Interviewing$/);
  expect(statusMail.text).toContain('would like to talk to you');
  await page.reload();
  await expect(card.getByTestId('application-status')).toHaveText('Interviewing');

  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await card.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(card.getByTestId('application-status')).toHaveText('Withdrawn');
});

test('an anonymous visitor signs in from the form and keeps the answers and the file (cs)', async ({
  page,
}) => {
  const job = liveJobs[1];
  await page.goto(detailPath(job, 'cs'));
  await chooseAnalytics(page, 'reject');
  const section = await fillApplication(page, {
    first: 'Co vás k nám přivádí?',
    notSelected: 'soubor nevybrán',
  });
  await section.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await signInFromModal(page, newPerson('Petra'));
  await expect(section.getByTestId('cv-file-name')).toHaveText(cvFile.name);
  await expect(section.getByLabel('Co vás k nám přivádí?')).toHaveValue(
    'I would like to build things that matter with you.',
  );
  await section.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await expect(
    section.getByText('Děkujeme za váš zájem! Další informace vám pošleme e-mailem.'),
  ).toBeVisible();

  await page.goto('/cs/profil/prihlasky');
  await expect(
    page.getByTestId('application-card').filter({ hasText: job.title.cs }).getByTestId('application-status'),
  ).toHaveText('Odesláno');
});

test('an empty My applications says so and leads to the job search (cs)', async ({ page }) => {
  await startSignedIn(page, 'cs');
  await page.goto('/cs/profil/prihlasky');
  const empty = page.getByTestId('applications-empty');
  await expect(empty).toContainText('Zatím jste se neucházeli o žádnou práci.');
  await empty.getByRole('link', { name: 'Najít práci' }).click();
  await expect(page).toHaveURL(/\/cs\/prace$/);
});

for (const locale of ['cs', 'en'] as const) {
  test(`${locale}: a recruiter link that is not ours answers 404 with the not-found page`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/recruiter/applications/not-a-signed-link`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'cs' ? 'Chyba 404 – Stránka nenalezena' : 'Error 404 - Page not found',
    );
  });
}
