import type { Page } from '@playwright/test';
import { siteZoneLocal } from '../web/i18n/time-zone';
import { newPerson } from './support/account';
import { applyThroughApi } from './support/apply-through-api';
import { seriousViolations } from './support/axe';
import { demoJobs, isLive } from './support/dataset';
import { holdScripts } from './support/held-scripts';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';
import { ownerOf, signedInPage } from './support/workspace-owner';

/**
 * The first companies of the list: no workspace spec counts their applicants (the applicants and
 * thread specs take the middle ones, the workspace specs those at its end).
 */
const live = demoJobs().filter(isLive);
const offers = live.filter(
  (job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index,
);

const DAY = 24 * 60 * 60 * 1000;
/** A date and time input's value `days` from now at `hour`:00, Prague time. */
const inputTime = (days: number, hour: number) =>
  `${siteZoneLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

const texts = {
  cs: {
    candidatePath: (id: string) => `/cs/firma/prihlasky/${id}`,
    slot: (number: number) => `Termín ${number}`,
    addSlot: 'Přidat termín',
    place: 'Místo',
    videoLink: 'Odkaz na videohovor',
    propose: 'Navrhnout termíny',
    proposed: 'Navržené termíny čekají, až uchazeč jeden vybere:',
    pastTime: 'Zadejte čas, který teprve přijde.',
    badLink: 'Zadejte odkaz začínající https://.',
    invitation: /^Pozvánka na pohovor: /,
    applicationsPath: '/cs/profil/prihlasky',
    pickPrompt: 'Firma vás zve na pohovor. Vyberte termín, který vám vyhovuje:',
    pick: 'Potvrdit termín',
    confirmed: /^Máte domluvený pohovor: \S+ \d{1,2}\. \S+ \d{4} v 14:00$/,
    confirmedMail: /^Pohovor potvrzen: /,
    arranged: /^Domluveno: /,
  },
  en: {
    candidatePath: (id: string) => `/en/company-workspace/applications/${id}`,
    slot: (number: number) => `Time ${number}`,
    addSlot: 'Add a time',
    place: 'Place',
    videoLink: 'Video call link',
    propose: 'Propose times',
    proposed: 'The proposed times wait for the candidate to pick one:',
    pastTime: 'Enter a time that is still ahead.',
    badLink: 'Enter a link starting with https://.',
    invitation: /^Interview invitation: /,
    applicationsPath: '/en/profile/applications',
    pickPrompt: 'The company invites you to an interview. Pick a time that suits you:',
    pick: 'Confirm the time',
    confirmed: /^Your interview is arranged: \w+, \w+ \d{1,2}, \d{4} at 2:00\sPM$/,
    confirmedMail: /^Interview confirmed: /,
    arranged: /^Arranged: /,
  },
} as const;

async function screenshots(page: Page, name: string) {
  if (!process.env.INTERVIEW_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/interview-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The member proposes two times on the candidate's page, after the form refused a time already
 * past. The first time and the place are typed before the page's scripts run, and are kept.
 */
async function proposeTwoTimes(member: Page, locale: 'cs' | 'en', applicationId: string) {
  const t = texts[locale];
  const release = await holdScripts(member);
  await member.goto(t.candidatePath(applicationId), { waitUntil: 'domcontentloaded' });
  const section = member.getByTestId('workspace-interview');
  await section.getByLabel(t.slot(1), { exact: true }).fill(inputTime(-1, 10));
  await section.getByLabel(t.place, { exact: true }).fill('Praha, Karlovo náměstí 1');
  release();
  await expect(section.locator('form[data-hydrated]')).toBeVisible();
  await section.getByRole('button', { name: t.addSlot }).click();
  await section.getByLabel(t.slot(2), { exact: true }).fill(inputTime(7, 14));
  await section.getByLabel(t.videoLink).fill('http://meet.example.com/pohovor');
  await section.getByRole('button', { name: t.propose }).click();
  await expect(section.getByText(t.pastTime)).toBeVisible();
  await expect(section.getByText(t.badLink)).toBeVisible();
  await section.getByLabel(t.slot(1), { exact: true }).fill(inputTime(6, 10));
  await section.getByLabel(t.videoLink).fill('https://meet.example.com/pohovor');
  await section.getByRole('button', { name: t.propose }).click();
  await expect(section.getByTestId('interview-state')).toHaveText(t.proposed);
  await expect(section.getByTestId('interview-slots').getByRole('listitem')).toHaveCount(2);
  await member.waitForLoadState('load');
  expect(await seriousViolations(member)).toEqual([]);
  await screenshots(member, `workspace-${locale}`);
  return section;
}

/** The card of the application on My applications, with the interview to pick a time of. */
async function interviewOnMyApplications(candidate: Page, locale: 'cs' | 'en', jobTitle: string) {
  const t = texts[locale];
  const card = candidate.getByTestId('application-card').filter({ hasText: jobTitle });
  const choice = card.getByTestId('interview-choice');
  await expect(choice).toContainText(t.pickPrompt);
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await candidate.waitForLoadState('load');
  expect(await seriousViolations(candidate)).toEqual([]);
  await screenshots(candidate, `my-applications-${locale}`);
  return choice;
}

test('cs: a member proposes two interview times, the candidate picks one, both get the invitation, and the export holds it', async ({
  browser,
}) => {
  test.slow();
  const t = texts.cs;
  const offer = offers[0];
  const jana = newPerson('Jana');
  const candidate = await signedInPage(browser, 'cs', jana);
  const applicationId = await applyThroughApi(candidate, offer, 'cs');
  const { ownerPage: member, owner } = await ownerOf(browser, 'cs', offer, 'Petra');
  const section = await proposeTwoTimes(member, 'cs', applicationId);

  // The candidate is mailed the times and comes to My applications by the mail's link.
  const invitation = await latestMailTo(jana.email, t.invitation);
  const link = invitation.links.find((url) => url.includes(`#application-${applicationId}`));
  expect(link).toContain(t.applicationsPath);
  await candidate.goto(String(link));
  const choice = await interviewOnMyApplications(candidate, 'cs', offer.title.cs);
  await choice.getByRole('radio').nth(1).check();
  await choice.getByRole('button', { name: t.pick }).click();
  await expect(choice.getByTestId('interview-confirmed')).toHaveText(t.confirmed);

  // Both get the invitation with the .ics: one event, by its UID.
  const candidateMail = await latestMailTo(jana.email, t.confirmedMail);
  const memberMail = await latestMailTo(owner.email, /^(Pohovor potvrzen|Interview confirmed): /);
  const uids = [candidateMail, memberMail].map((mail) => {
    expect(mail.attachments).toEqual(['interview.ics']);
    expect(mail.calendar).toContain('METHOD:REQUEST');
    expect(mail.calendar).toContain('LOCATION:Praha\\, Karlovo náměstí 1');
    return /^UID:(.+)$/m.exec(mail.calendar.replace(/\r/g, ''))?.[1];
  });
  expect(uids[0]).toBeTruthy();
  expect(uids[1]).toBe(uids[0]);

  // The member's page shows the time agreed.
  await member.reload();
  await expect(section.getByTestId('interview-state')).toHaveText(t.arranged);
  await screenshots(member, 'workspace-arranged');
  await screenshots(candidate, 'my-applications-confirmed');

  // So does the candidate's row among all the company's applicants.
  await member.goto(`/cs/firma/uchazeci?${new URLSearchParams({ q: jana.email })}`);
  await expect(
    member.getByRole('listitem').filter({ hasText: jana.email }).getByTestId('interview-glance'),
  ).toHaveText(/^Pohovor \d{1,2}\. \d{1,2}\. \d{4} 14:00$/);

  // The candidate's data export holds the interview.
  const exported = (await (await candidate.request.get('/api/user/export')).json()) as {
    applications: { id: string; interviews: { state: string; place: string }[] }[];
  };
  expect(exported.applications.find((item) => item.id === applicationId)?.interviews).toMatchObject([
    { state: 'confirmed', place: 'Praha, Karlovo náměstí 1' },
  ]);
});

test('en: the interview form and the choice on My applications read in English', async ({ browser }) => {
  test.slow();
  const t = texts.en;
  const offer = offers[1];
  const candidate = await signedInPage(browser, 'en', newPerson('Jana'));
  const applicationId = await applyThroughApi(candidate, offer, 'en');
  const { ownerPage: member } = await ownerOf(browser, 'en', offer, 'Petra');
  await proposeTwoTimes(member, 'en', applicationId);

  await candidate.goto(t.applicationsPath);
  const choice = await interviewOnMyApplications(candidate, 'en', offer.title.en);
  await choice.getByRole('radio').nth(1).check();
  await choice.getByRole('button', { name: t.pick }).click();
  await expect(choice.getByTestId('interview-confirmed')).toHaveText(t.confirmed);
});
