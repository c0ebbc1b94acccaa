import type { Browser, Page } from '@playwright/test';
import { pdf } from '../tests/applications/support/documents';
import { field, newPerson, type Person, startSignedIn } from './support/account';
import { type DemoJob, demoDocuments, demoJobs, isLive } from './support/dataset';
import { latestMailTo } from './support/outbox';
import { inviteOwnerInStudio } from './support/studio';
import { expect, test } from './support/test';

/** One live offer of each company: each test works with companies of its own. */
const jobs = demoJobs()
  .filter(isLive)
  .filter((job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index);
const companyName = (job: DemoJob) =>
  String(demoDocuments().find((doc) => doc._id === job.company._ref)?.name);

const texts = {
  cs: {
    accept: 'Přijmout pozvánku',
    dashboard: (company: string) => `${company}: uchazeči`,
    team: 'Tým',
    templates: 'Šablony zpráv',
    inviteForm: 'Pozvat kolegu',
    templateForm: 'Uložit šablonu',
    inviteEmail: 'E-mailová adresa',
    recruiter: 'náborář',
    inviteSend: 'Poslat pozvánku',
    inviteSent: (email: string) => `Pozvánka je na cestě na adresu ${email}.`,
    templateName: 'Název',
    templateBody: 'Zpráva',
    templateAdd: 'Uložit šablonu',
    applicants: '1 uchazeč',
    newStage: 'Nová',
    templatePicker: 'Vyplnit ze šablony',
    interviewing: 'Pohovor',
    saved: 'Uloženo. Uchazeči jsme poslali e-mail: Pohovor.',
    invitationPath: (token: string) => `/cs/firma/pozvanka?token=${encodeURIComponent(token)}`,
    workspacePath: '/cs/firma',
    applicationPath: (id: string) => `/cs/firma/prihlasky/${id}`,
  },
  en: {
    accept: 'Accept the invitation',
    dashboard: (company: string) => `${company}: applicants`,
    team: 'Team',
    templates: 'Message templates',
    inviteForm: 'Invite a colleague',
    templateForm: 'Save the template',
    inviteEmail: 'E-mail address',
    recruiter: 'recruiter',
    inviteSend: 'Send the invitation',
    inviteSent: (email: string) => `The invitation is on its way to ${email}.`,
    templateName: 'Name',
    templateBody: 'Message',
    templateAdd: 'Save the template',
    applicants: '1 applicant',
    newStage: 'New',
    templatePicker: 'Fill in from a template',
    interviewing: 'Interviewing',
    saved: 'Saved. The candidate has been told by e-mail: Interviewing.',
    invitationPath: (token: string) => `/en/company-workspace/invitation?token=${encodeURIComponent(token)}`,
    workspacePath: '/en/company-workspace',
    applicationPath: (id: string) => `/en/company-workspace/applications/${id}`,
  },
} as const;

/** A page of its own (cookies and all) signed in as `person`. */
async function signedInPage(browser: Browser, locale: 'cs' | 'en', person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await startSignedIn(page, locale, person);
  return page;
}

/** The candidate sends an application with a PDF CV (the form itself is covered by applications.spec). */
async function applyTo(page: Page, job: DemoJob, locale: 'cs' | 'en'): Promise<string> {
  const result = await page.evaluate(
    async ({ jobId, locale, bytes }) => {
      const form = new FormData();
      form.append('jobOfferID', jobId);
      form.append('locale', locale);
      form.append('what_brings_you_here', 'I would like to build things that matter with you.');
      form.append('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'jana-cv.pdf');
      const response = await fetch('/api/user/applications', { method: 'POST', body: form });
      return { status: response.status, body: await response.json() };
    },
    { jobId: job._id, locale, bytes: [...pdf()] },
  );
  expect(result.status).toBe(201);
  return result.body.id as string;
}

/** The token of the newest invitation e-mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await latestMailTo(email, /Pozvánka|Invitation/);
  const link = mail.links.find((url) =>
    /\/(firma\/pozvanka|company-workspace\/invitation)\?token=/.test(url),
  );
  return new URL(String(link)).searchParams.get('token') as string;
}

async function acceptInvitation(page: Page, locale: 'cs' | 'en', email: string) {
  const t = texts[locale];
  await page.goto(t.invitationPath(await invitationToken(email)));
  await page.getByRole('button', { name: t.accept }).click();
  await expect(page).toHaveURL(new RegExp(`${t.workspacePath}$`));
}

/** For looking at the pages as a visitor would (WORKSPACE_SCREENSHOTS=1): desktop and phone. */
async function screenshots(page: Page, locale: 'cs' | 'en', applicationId: string, offerId: string) {
  const base = texts[locale].workspacePath;
  const pages = {
    dashboard: base,
    pipeline: `${base}/${locale === 'cs' ? 'nabidky' : 'offers'}/${offerId}`,
    application: texts[locale].applicationPath(applicationId),
    team: `${base}/${locale === 'cs' ? 'tym' : 'team'}`,
    templates: `${base}/${locale === 'cs' ? 'sablony' : 'templates'}`,
  };
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`a company's owner is invited, invites a recruiter, who moves a candidate with a template message (${locale})`, async ({
    browser,
  }) => {
    // Four people in four browsers, and the e-mails between them.
    test.slow();
    const t = texts[locale];
    // Companies from the end of the list: the other specs apply to the first ones' offers.
    const job = jobs[jobs.length - 1 - index * 2];
    const otherJob = jobs[jobs.length - 2 - index * 2];
    const company = companyName(job);

    const owner = newPerson('Olga');
    await inviteOwnerInStudio(await (await browser.newContext()).newPage(), job.company._ref, owner.email);

    const ownerPage = await signedInPage(browser, locale, owner);
    await acceptInvitation(ownerPage, locale, owner.email);
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(t.dashboard(company));

    const recruiter = newPerson('Radek');
    await ownerPage.getByTestId('workspace-nav').getByRole('link', { name: t.team }).click();
    const inviteForm = ownerPage.getByRole('form', { name: t.inviteForm });
    await inviteForm.getByRole('textbox', { name: field(t.inviteEmail) }).fill(recruiter.email);
    await inviteForm.getByRole('radio', { name: t.recruiter }).check();
    await inviteForm.getByRole('button', { name: t.inviteSend }).click();
    await expect(ownerPage.getByText(t.inviteSent(recruiter.email))).toBeVisible();

    const template =
      locale === 'cs'
        ? 'Rádi vás uvidíme na pohovoru v úterý v 10.'
        : 'We would love to meet you on Tuesday at 10.';
    await ownerPage.getByTestId('workspace-nav').getByRole('link', { name: t.templates }).click();
    const templateForm = ownerPage.getByRole('form', { name: t.templateForm });
    await templateForm.getByRole('textbox', { name: field(t.templateName) }).fill('Pohovor / Interview');
    await templateForm.getByRole('textbox', { name: field(t.templateBody) }).fill(template);
    await templateForm.getByRole('button', { name: t.templateAdd }).click();
    await expect(ownerPage.getByText(template)).toBeVisible();

    const candidate = newPerson('Jana');
    const candidatePage = await signedInPage(browser, locale, candidate);
    const applicationId = await applyTo(candidatePage, job, locale);
    const elsewhereId = await applyTo(candidatePage, otherJob, locale);

    const recruiterPage = await signedInPage(browser, locale, recruiter);
    await acceptInvitation(recruiterPage, locale, recruiter.email);
    const offer = recruiterPage.getByTestId('workspace-offer').filter({ hasText: job.title[locale] });
    await expect(offer).toContainText(t.applicants);
    await offer.getByRole('link', { name: job.title[locale] }).click();
    const fresh = recruiterPage.getByTestId('stage-sent');
    await expect(fresh.getByRole('heading')).toContainText(t.newStage);
    await fresh.getByRole('link', { name: `${candidate.name} ${candidate.surname}` }).click();
    await expect(recruiterPage.getByText('I would like to build things that matter with you.')).toBeVisible();
    await expect(recruiterPage.getByTestId('cv-preview')).toHaveAttribute(
      'src',
      `/api/workspace/applications/${applicationId}/cv`,
    );

    await recruiterPage
      .getByLabel(t.templatePicker)
      .selectOption({ label: `Pohovor / Interview (${locale.toUpperCase()})` });
    await recruiterPage.getByRole('button', { name: t.interviewing, exact: true }).click();
    await expect(recruiterPage.getByText(t.saved)).toBeVisible();
    await expect(recruiterPage.getByTestId('workspace-history')).toContainText(template);

    const mail = await latestMailTo(candidate.email, locale === 'cs' ? /Pohovor/ : /Interviewing/);
    expect(mail.text).toContain(template);

    if (process.env.WORKSPACE_SCREENSHOTS) await screenshots(recruiterPage, locale, applicationId, job._id);

    // Another company's candidate is not found, on the page and through the API.
    const refused = await recruiterPage.goto(t.applicationPath(elsewhereId));
    expect(refused?.status()).toBe(404);
    const api = await recruiterPage.evaluate(
      async (id) => (await fetch(`/api/workspace/applications/${id}`)).status,
      elsewhereId,
    );
    expect(api).toBe(404);
  });
}
