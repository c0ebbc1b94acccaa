import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { eventsEndpoint } from '../web/contracts/endpoints/events';
import { field, newPerson } from './support/account';
import { applyThroughApi } from './support/apply-through-api';
import { seriousViolations } from './support/axe';
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
import { inviteOwnerInStudio } from './support/studio';
import { expect, test } from './support/test';
import { acceptInvitation, inviteOwnerThroughApi, ownerOf, signedInPage } from './support/workspace-owner';

/** One live offer of each company: each test works with companies of its own. */
const jobs = demoJobs()
  .filter(isLive)
  .filter((job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index);
const companyName = (job: DemoJob) =>
  String(demoDocuments().find((doc) => doc._id === job.company._ref)?.name);

const texts = {
  cs: {
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
    offer: 'Nabídka',
    moveTo: (name: string) => `${name}: přesunout do stavu`,
    moveConfirm: 'Přesunout a poslat e-mail',
    moved: 'Uchazeč přesunut. E-mail odejde za 8 s.',
    undo: 'Vrátit zpět',
    undone: 'Vráceno zpět. Žádný e-mail neodešel.',
    unknownPlaceholder:
      'Pole „Zpráva“ obsahuje neznámý zástupný text {jmeno}. Použít můžete {jméno}, {pozice}, {firma}, {datum_odpovědi}.',
    withdraw: 'Vzít přihlášku zpět',
    myApplicationsPath: '/cs/profil/prihlasky',
    workspacePath: '/cs/firma',
    applicationPath: (id: string) => `/cs/firma/prihlasky/${id}`,
    profilePath: (slug: string) => `/cs/spolecnost/${slug}`,
    table: 'Zobrazit jako tabulku',
    csv: 'Stáhnout CSV',
    sourcesHeader: 'Doména,Návštěvy',
  },
  en: {
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
    offer: 'Offer',
    moveTo: (name: string) => `Move ${name} to`,
    moveConfirm: 'Move and send the e-mail',
    moved: 'Candidate moved. The e-mail leaves in 8 s.',
    undo: 'Undo',
    undone: 'Undone. No e-mail was sent.',
    unknownPlaceholder:
      'The field “Message” holds an unknown placeholder {jmeno}. You can use {name}, {position}, {company}, {reply_by}.',
    withdraw: 'Withdraw application',
    myApplicationsPath: '/en/profile/applications',
    workspacePath: '/en/company-workspace',
    applicationPath: (id: string) => `/en/company-workspace/applications/${id}`,
    profilePath: (slug: string) => `/en/company/${slug}`,
    table: 'Show as a table',
    csv: 'Download CSV',
    sourcesHeader: 'Domain,Visits',
  },
} as const;

/** The workspace's pages, each with its path. */
function workspacePages(locale: 'cs' | 'en', applicationId: string, offerId: string) {
  const base = texts[locale].workspacePath;
  return {
    dashboard: base,
    pipeline: `${base}/${locale === 'cs' ? 'nabidky' : 'offers'}/${offerId}`,
    application: texts[locale].applicationPath(applicationId),
    team: `${base}/${locale === 'cs' ? 'tym' : 'team'}`,
    templates: `${base}/${locale === 'cs' ? 'sablony' : 'templates'}`,
  };
}

/** For looking at the pages as a visitor would (WORKSPACE_SCREENSHOTS=1): desktop and phone. */
async function screenshots(
  page: Page,
  locale: 'cs' | 'en',
  applicationId: string,
  offerId: string,
  only?: Record<string, string>,
) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of Object.entries(only ?? workspacePages(locale, applicationId, offerId))) {
      await page.goto(path);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
}

/** The page as it is now (an open dialog), desktop and phone, then back to the desktop. */
async function screenshotNow(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`a company's owner is invited, invites a recruiter, who moves a candidate with a template message, previewed, and undoes a move (${locale})`, async ({
    browser,
  }) => {
    // Four people in four browsers, and the e-mails between them.
    test.slow();
    const t = texts[locale];
    // Companies from the end of the list: the other specs apply to the first ones' offers.
    const job = jobs[jobs.length - 1 - index * 2];
    const otherJob = jobs[jobs.length - 2 - index * 2];
    const company = companyName(job);

    // The editor's "Invite owner" in the Studio, whose texts are English in both walks: the Czech
    // walk drives it, the English one (like the other workspace specs) sends its request.
    const owner = newPerson('Olga');
    if (locale === 'cs')
      await inviteOwnerInStudio(await (await browser.newContext()).newPage(), job.company._ref, owner.email);
    else await inviteOwnerThroughApi(job.company._ref, owner.email);
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
        ? 'Dobrý den, {jméno}, rádi vás uvidíme na pohovoru v úterý v 10.'
        : 'Hello {name}, we would love to meet you on Tuesday at 10.';
    await ownerPage.getByTestId('workspace-nav').getByRole('link', { name: t.templates }).click();
    const templateForm = ownerPage.getByRole('form', { name: t.templateForm });
    await templateForm.getByRole('textbox', { name: field(t.templateName) }).fill('Pohovor / Interview');
    const templateBody = templateForm.getByRole('textbox', { name: field(t.templateBody) });
    await templateBody.fill('Dobrý den, {jmeno}.');
    await templateForm.getByRole('button', { name: t.templateAdd }).click();
    await expect(templateForm.getByText(t.unknownPlaceholder)).toBeVisible();
    await templateBody.fill(template);
    await templateForm.getByRole('button', { name: t.templateAdd }).click();
    await expect(ownerPage.getByText(template)).toBeVisible();

    const candidate = newPerson('Jana');
    const candidatePage = await signedInPage(browser, locale, candidate);
    const applicationId = await applyThroughApi(candidatePage, job, locale);
    const elsewhereId = await applyThroughApi(candidatePage, otherJob, locale);
    // The owner is reminded before the promised date (the e2e run brings the reminder forward).
    const reminder = await latestMailTo(
      owner.email,
      new RegExp(`(máte odpovědět|An answer is due).*${escapeRegExp(job.title[locale])}`),
      60_000,
    );
    expect(reminder.links.some((url) => url.endsWith(`/${applicationId}`))).toBe(true);

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

    // Every move asks first, showing the candidate's e-mail with the placeholders filled in.
    const candidateName = `${candidate.name} ${candidate.surname}`;
    const filled = template.replace(/\{(jméno|name)\}/, candidateName);
    await recruiterPage.getByRole('button', { name: t.interviewing, exact: true }).click();
    const dialog = recruiterPage.getByTestId('move-dialog');
    await dialog
      .getByLabel(t.templatePicker)
      .selectOption({ label: `Pohovor / Interview (${locale.toUpperCase()})` });
    await expect(dialog.getByTestId('mail-preview')).toContainText(filled);
    await expect(dialog.getByTestId('mail-preview')).toContainText(candidate.email);
    expect(await seriousViolations(recruiterPage)).toEqual([]);
    if (process.env.WORKSPACE_SCREENSHOTS) await screenshotNow(recruiterPage, `move-dialog-${locale}`);
    await dialog.getByRole('button', { name: t.moveConfirm }).click();
    await expect(recruiterPage.getByTestId('undo-toast')).toContainText(t.moved);
    await expect(recruiterPage.getByTestId('workspace-history')).toContainText(filled);

    const mail = await latestMailTo(candidate.email, locale === 'cs' ? /Pohovor/ : /Interviewing/, 30_000);
    expect(mail.text).toContain(filled);

    // A move from the pipeline's "Move to" menu is undone before its e-mail leaves.
    await recruiterPage
      .getByRole('link', { name: new RegExp(escapeRegExp(job.title[locale])) })
      .first()
      .click();
    await recruiterPage.getByLabel(t.moveTo(candidateName)).selectOption({ label: t.offer });
    await recruiterPage.getByTestId('move-dialog').getByRole('button', { name: t.moveConfirm }).click();
    await recruiterPage.getByTestId('undo-toast').getByRole('button', { name: t.undo }).click();
    await expect(recruiterPage.getByTestId('undo-toast')).toContainText(t.undone);
    await expect(recruiterPage.getByTestId('stage-interviewing')).toContainText(candidateName);
    expect(await seriousViolations(recruiterPage)).toEqual([]);

    // After "Not selected" the candidate is no longer offered to withdraw (set through the API).
    const rejected = await recruiterPage.evaluate(
      async (id) =>
        (
          await fetch(`/api/workspace/applications/${id}/status`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'not_selected' }),
          })
        ).status,
      applicationId,
    );
    expect(rejected).toBe(200);
    await candidatePage.goto(t.myApplicationsPath);
    const applications = candidatePage.locator('article');
    await expect(applications.filter({ hasText: job.title[locale] })).toBeVisible();
    await expect(
      applications.filter({ hasText: job.title[locale] }).getByRole('button', { name: t.withdraw }),
    ).toHaveCount(0);
    await expect(
      applications.filter({ hasText: otherJob.title[locale] }).getByRole('button', { name: t.withdraw }),
    ).toBeVisible();

    for (const path of Object.values(workspacePages(locale, applicationId, job._id))) {
      await recruiterPage.goto(path);
      await expect(recruiterPage.getByRole('heading', { level: 1 })).toBeVisible();
      await recruiterPage.waitForLoadState('load');
      expect(await seriousViolations(recruiterPage), path).toEqual([]);
    }
    if (process.env.WORKSPACE_SCREENSHOTS) {
      await screenshots(recruiterPage, locale, applicationId, job._id);
      await screenshots(candidatePage, locale, applicationId, job._id, {
        applications: t.myApplicationsPath,
      });
    }

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

/** Opens a company's or an offer's page and waits until the server has taken the view it counts. */
async function openCounted(page: Page, url: string, referer?: string) {
  const taken = page.waitForResponse((response) => new URL(response.url()).pathname === eventsEndpoint);
  await page.goto(url, { referer });
  expect((await taken).status()).toBe(204);
}

interface Counts {
  profileViews: number;
  offerViews: number;
  fromSeznam: number;
}

/** What the dashboard's data says today for the company's profile, the offer and one source. */
async function countsOf(page: Page, job: DemoJob, locale: 'cs' | 'en'): Promise<Counts> {
  return page.evaluate(
    async ({ offerId, locale }) => {
      const numbers = await (await fetch(`/api/workspace/numbers?language=${locale}`)).json();
      const today = numbers.days.at(-1);
      return {
        profileViews: today.profile_view,
        offerViews:
          numbers.funnel.find((row: { jobOfferId: string }) => row.jobOfferId === offerId)?.views ?? 0,
        fromSeznam:
          numbers.sources.find((row: { domain: string }) => row.domain === 'seznam.cz')?.visits ?? 0,
      };
    },
    { offerId: job._id, locale },
  );
}

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`the dashboard's charts count the visits made here and export them as CSV (${locale})`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts[locale];
    // Companies whose public pages no other spec opens (the review spec publishes and opens the
    // one before them); other specs may still visit, so counts are compared.
    const job = jobs[jobs.length - 5 + index];
    const { ownerPage } = await ownerOf(browser, locale, job, 'Ota');
    const before = await countsOf(ownerPage, job, locale);

    // A visitor without an account comes from a search engine to the profile, then opens the offer.
    const visitor = await (await browser.newContext()).newPage();
    await openCounted(visitor, t.profilePath(companySlugOf(job.company._ref)), 'https://www.seznam.cz/');
    await openCounted(visitor, jobDetailPath(job, locale));
    const expected = {
      profileViews: before.profileViews + 1,
      offerViews: before.offerViews + 1,
      fromSeznam: before.fromSeznam + 1,
    };
    await expect.poll(() => countsOf(ownerPage, job, locale)).toEqual(expected);

    await ownerPage.reload();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const trends = ownerPage.getByTestId('chart-trends');
    await trends.getByText(t.table).click();
    const todayRow = trends.getByRole('row').filter({ hasText: today });
    await expect(todayRow.getByRole('cell').nth(1)).toHaveText(String(expected.profileViews));
    await expect(todayRow.getByRole('cell').nth(2)).toHaveText(String(expected.offerViews));

    const funnel = ownerPage.getByTestId('chart-funnel');
    await funnel.getByText(t.table).click();
    const offerRow = funnel.getByRole('row').filter({ hasText: job.title[locale] });
    await expect(offerRow.getByRole('cell').nth(1)).toHaveText(String(expected.offerViews));

    const sources = ownerPage.getByTestId('chart-sources');
    await sources.getByText(t.table).click();
    await expect(sources.getByRole('row').filter({ hasText: 'seznam.cz' })).toContainText(
      String(expected.fromSeznam),
    );
    const [download] = await Promise.all([
      ownerPage.waitForEvent('download'),
      sources.getByRole('link', { name: t.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sources.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith(`\uFEFF${t.sourcesHeader}\r\n`)).toBe(true);
    expect(csv).toContain(`\r\nseznam.cz,${expected.fromSeznam}\r\n`);
  });
}
