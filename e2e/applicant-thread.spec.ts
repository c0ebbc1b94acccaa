import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { pdf } from '../tests/applications/support/documents';
import { newPerson } from './support/account';
import { seriousViolations } from './support/axe';
import { demoJobs, isLive, jobDetailPath } from './support/dataset';
import { latestMailTo } from './support/outbox';
import { expect, test } from './support/test';
import { ownerOf, signedInPage } from './support/workspace-owner';

/**
 * Companies from just before the middle of the list: the applicants spec takes the middle ones,
 * the workspace specs those at its end and the application specs those at its start.
 */
const live = demoJobs().filter(isLive);
const offers = live.filter(
  (job, index, all) => all.findIndex((other) => other.company._ref === job.company._ref) === index,
);
const middle = Math.floor(offers.length / 2);
const cvFile = { name: 'jana-cv.pdf', mimeType: 'application/pdf', buffer: pdf() };

const texts = {
  cs: {
    first: 'Co vás k nám přivádí?',
    share: 'Sdílet s firmou můj profil',
    send: 'Odeslat přihlášku',
    thanks: 'Děkujeme za váš zájem!',
    applicationsPath: '/cs/profil/prihlasky',
    shared: 'Profil sdílen',
    stopSharing: 'Přestat sdílet',
    listPath: '/cs/firma/uchazeci',
    awaiting: /^Zpráva od uchazeče z\s\d{1,2}\.\s\d{1,2}\.\s\d{4} čeká na vaši odpověď$/,
    threadAnchor: 'konverzace',
    search: 'Hledat',
    show: 'Zobrazit',
    sharedHeading: 'Sdílený profil',
    notShared: 'Uchazeč svůj profil s\u00a0firmou nesdílí.',
    message: 'Zpráva',
    sendMessage: 'Odeslat zprávu',
    mailToCandidate: /^Nová zpráva od firmy /,
    mailToMember: /^Nová zpráva: /,
    required: 'Povinné pole',
  },
  en: {
    first: 'What brings you here?',
    share: 'Share my profile with the company',
    send: 'Send application',
    thanks: 'Thank you for your interest!',
    applicationsPath: '/en/profile/applications',
    shared: 'Profile shared',
    stopSharing: 'Stop sharing',
    listPath: '/en/company-workspace/applicants',
    awaiting: /^A message from \w{3}\s\d{1,2},\s\d{4} is waiting for your reply$/,
    threadAnchor: 'messages',
    search: 'Search',
    show: 'Show',
    sharedHeading: 'Shared profile',
    notShared: 'The candidate does not share their profile with the company.',
    message: 'Message',
    sendMessage: 'Send message',
    mailToCandidate: /^New message from /,
    mailToMember: /^New message: /,
    required: 'Required field',
  },
} as const;

/** The candidate's city, phone and one current job, saved through the profile API. */
async function fillProfile(page: Page, word: string) {
  const status = await page.evaluate(async (company) => {
    const send = (method: string, url: string, body: object) =>
      fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const profile = await send('PATCH', '/api/user/profile', { city: 'Plzeň', phone: '+420 601 234 567' });
    const job = await send('POST', '/api/user/experience', { title: 'Sládek', company, from: '2020-01-01' });
    return [profile.status, job.status];
  }, `Pivovar ${word}`);
  expect(status).toEqual([200, 201]);
}

async function screenshots(page: Page, name: string) {
  if (!process.env.THREAD_SCREENSHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/applicant-thread-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const [index, locale] of (['cs', 'en'] as const).entries()) {
  test(`${locale}: a candidate shares the profile when applying, a member finds and reads it, they exchange messages, and the candidate stops sharing`, async ({
    browser,
  }) => {
    test.slow();
    const t = texts[locale];
    const offer = offers[middle - 1 - index];
    const word = `Zlatovar${randomUUID().slice(0, 6)}`;
    const jana = newPerson('Jana');
    const name = `${jana.name} ${jana.surname}`;
    const candidate = await signedInPage(browser, locale, jana);
    await fillProfile(candidate, word);

    // The application form: the profile is shared only when the box is ticked.
    await candidate.goto(jobDetailPath(offer, locale));
    const section = candidate.getByTestId('application-section');
    await section.scrollIntoViewIfNeeded();
    await section.locator('#cv').setInputFiles(cvFile);
    await section.getByLabel(t.first).fill('I would like to brew with you.');
    const share = section.getByLabel(t.share);
    await expect(share).not.toBeChecked();
    await share.check();
    await section.getByRole('button', { name: t.send }).click();
    await expect(section.getByText(t.thanks)).toBeVisible();

    // The member finds the candidate by a word of the shared profile, accents or not.
    const { ownerPage: member, owner } = await ownerOf(browser, locale, offer, 'Petra');
    await member.goto(t.listPath);
    const filters = member.getByTestId('applicant-filters');
    await filters.getByLabel(t.search, { exact: true }).fill(`sladek ${word.toLowerCase()}`);
    await filters.getByRole('button', { name: t.show }).click();
    const rows = member.getByTestId('applicant-row');
    await expect(rows).toHaveCount(1);
    await rows.getByRole('link', { name }).click();
    const shared = member.getByTestId('shared-profile');
    await expect(shared).toContainText('Plzeň');
    await expect(shared).toContainText('+420 601 234 567');
    await expect(shared).toContainText(`Pivovar ${word}`);
    await member.waitForLoadState('load');
    expect(await seriousViolations(member)).toEqual([]);

    // The member writes; an empty message is refused on its field.
    const thread = member.getByTestId('workspace-thread');
    await thread.getByRole('button', { name: t.sendMessage }).click();
    await expect(thread.getByText(t.required)).toBeVisible();
    await thread.getByRole('textbox', { name: t.message }).fill(`Dobrý den, můžete ve čtvrtek? (${locale})`);
    await thread.getByRole('button', { name: t.sendMessage }).click();
    await expect(thread.getByTestId('thread-messages')).toContainText(`můžete ve čtvrtek? (${locale})`);
    await screenshots(member, `workspace-${locale}`);

    // The pipeline's card shows the city and the current job.
    await member.goto(
      `${t.listPath.replace(/uchazeci|applicants/, locale === 'cs' ? 'nabidky' : 'offers')}/${offer._id}`,
    );
    const card = member.getByTestId('pipeline-card').filter({ hasText: word });
    await expect(card.getByTestId('shared-glance')).toHaveText(`Sládek, Pivovar ${word} · Plzeň`);

    // The candidate is mailed in the application's language and comes back to the thread by its link.
    const mail = await latestMailTo(jana.email, t.mailToCandidate);
    const link = mail.links.find((url) => url.includes('#application-'));
    expect(link).toContain(t.applicationsPath);
    await candidate.goto(String(link));
    const application = candidate.getByTestId('application-card').filter({ hasText: offer.title[locale] });
    await expect(application.getByTestId('thread-messages')).toContainText(`můžete ve čtvrtek? (${locale})`);
    await expect(application.getByTestId('profile-shared')).toContainText(t.shared);
    await application.getByRole('textbox', { name: t.message }).fill('Ano, v deset.');
    await application.getByRole('button', { name: t.sendMessage }).click();
    await expect(application.getByTestId('thread-messages')).toContainText('Ano, v deset.');
    await candidate.waitForLoadState('load');
    expect(await seriousViolations(candidate)).toEqual([]);
    await screenshots(candidate, `my-applications-${locale}`);

    // The member is told and reads the reply on the candidate's page.
    const memberMail = await latestMailTo(owner.email, t.mailToMember);
    const back = memberMail.links.find((url) => /\/(prihlasky|applications)\/[0-9a-f-]{36}$/.test(url));
    await member.goto(String(back));
    await expect(member.getByTestId('workspace-thread')).toContainText('Ano, v deset.');

    // The list marks the reply that waits for the company and leads straight to the conversation;
    // once the member has answered, the mark is gone.
    await member.goto(`${t.listPath}?q=${encodeURIComponent(word)}`);
    const awaiting = member.getByTestId('applicant-row').getByTestId('awaiting-message');
    await expect(awaiting).toHaveText(t.awaiting);
    await screenshots(member, `applicant-list-${locale}`);
    await awaiting.click();
    await expect(member).toHaveURL(new RegExp(`#${t.threadAnchor}$`));
    const conversation = member.getByTestId('workspace-thread');
    await expect(conversation).toBeInViewport();
    await conversation.getByRole('textbox', { name: t.message }).fill('Děkujeme, těšíme se.');
    await conversation.getByRole('button', { name: t.sendMessage }).click();
    await expect(conversation.getByTestId('thread-messages')).toContainText('Děkujeme, těšíme se.');
    await member.goto(`${t.listPath}?q=${encodeURIComponent(word)}`);
    await expect(member.getByTestId('applicant-row')).toHaveCount(1);
    await expect(member.getByTestId('awaiting-message')).toHaveCount(0);

    // The candidate stops sharing: the member sees nothing of the profile, and search no longer finds it.
    await application.getByRole('button', { name: t.stopSharing }).click();
    await expect(application.getByTestId('profile-shared')).toHaveCount(0);
    await member.goto(String(back));
    await expect(member.getByTestId('shared-profile')).toHaveCount(0);
    await expect(member.getByTestId('shared-profile-none')).toHaveText(t.notShared);
    await member.goto(`${t.listPath}?q=${encodeURIComponent(word)}`);
    await expect(member.getByTestId('applicant-row')).toHaveCount(0);
  });
}
