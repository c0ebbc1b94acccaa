import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import type { NoticeSettings } from '@/contracts/workspace';
import { answers, apply } from '../applications/support/apply';
import { companyOf, liveJobs } from '../applications/support/demo-jobs';
import { type Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf, recruiterInvitedBy } from './support/members';

/** The language a test gives a demo company (Czech unless set). */
const companyLanguages = vi.hoisted(() => new Map<string, 'cs' | 'en'>());

vi.mock('@/content/companies', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/content/companies')>();
  return {
    ...original,
    getApplicationCompany: async (id: string) => {
      const company = await original.getApplicationCompany(id);
      const language = companyLanguages.get(id);
      return company && language ? { ...company, language } : company;
    },
  };
});

isolatePlatform({ rateLimitScale: 50 });

/** One live offer of each company, so each test works for a company of its own. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);
const companyIdOf = (job: (typeof jobs)[number]) => job.company?._ref as string;

async function applyTo(job: (typeof jobs)[number], locale: 'cs' | 'en') {
  const candidate = await signedInBrowser();
  const response = await apply(candidate.browser, { jobOfferID: job._id, locale, ...answers });
  expect(response.status).toBe(201);
  return { ...candidate, application: (await response.json()) as ApplicationSummary };
}

const choose = (member: Browser, settings: NoticeSettings) =>
  member.api('PUT', '/api/workspace/notifications', settings);

const workspaceLink = (locale: 'cs' | 'en', id: string) =>
  locale === 'cs' ? `/cs/firma/prihlasky/${id}` : `/en/company-workspace/applications/${id}`;

/** Runs the morning digest as the queue would, telling of everything until a moment from now. */
async function runDigest() {
  const { runMemberDigest } = await import('@/platform/workspace/member-digest');
  await runMemberDigest({ until: new Date(Date.now() + 1000).toISOString() });
}

describe(`members hear about their candidates (${databaseKind})`, () => {
  it('mails every member at once by default, in one language, and not the recruiting contact', async () => {
    const job = jobs[0];
    const { browser: owner, person: ownerPerson } = await ownerOf(companyIdOf(job));
    const recruiter = await recruiterInvitedBy(owner);
    expect((await choose(recruiter.browser, { frequency: 'instant', locale: 'en' })).status).toBe(200);
    const contact = companyOf(job).recruitingEmail as string;
    const contactMails = await mailCountTo(contact);

    const { application } = await applyTo(job, 'en');

    // The owner chose nothing: the language they joined in (Czech), with the job's Czech title.
    const ownerMail = await latestMailTo(ownerPerson.email);
    expect(ownerMail?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
    expect(ownerMail?.headers['content-language']).toBe('cs');
    expect(ownerMail?.links.some((url) => url.endsWith(workspaceLink('cs', application.id)))).toBe(true);
    expect(ownerMail?.text).toContain(answers.what_brings_you_here);

    const recruiterMail = await latestMailTo(recruiter.person.email);
    expect(recruiterMail?.subject).toBe(`New application: ${job.title?.en}`);
    expect(recruiterMail?.links.some((url) => url.endsWith(workspaceLink('en', application.id)))).toBe(true);
    expect(await mailCountTo(contact)).toBe(contactMails);
    // A retried job sends nobody a second message.
    const { sendApplicationEventMail } = await import('@/platform/applications/event-mail');
    const { getDatabase } = await import('@/server/db');
    const { applicationEvent } = await import('@/server/db/schema');
    const [sent] = await (await getDatabase())
      .select({ id: applicationEvent.id })
      .from(applicationEvent)
      .where(eq(applicationEvent.applicationId, application.id));
    const ownerMails = await mailCountTo(ownerPerson.email);
    await sendApplicationEventMail({ eventId: sent.id });
    expect(await mailCountTo(ownerPerson.email)).toBe(ownerMails);
  });

  it('tells the members of a withdrawal', async () => {
    const job = jobs[1];
    const { person: owner } = await ownerOf(companyIdOf(job));
    const candidate = await applyTo(job, 'cs');
    expect((await latestMailTo(owner.email))?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
    const withdrawn = await candidate.browser.api(
      'POST',
      `/api/user/applications/${candidate.application.id}/withdraw`,
    );
    expect(withdrawn.status).toBe(200);
    const mail = await latestMailTo(owner.email);
    expect(mail?.subject).toBe(`Přihláška stažena: ${job.title?.cs}`);
    expect(mail?.text).toContain(candidate.person.name);
    expect(mail?.links.some((url) => url.endsWith(workspaceLink('cs', candidate.application.id)))).toBe(true);
  });

  it('tells a member who joined on the English pages in English, the answer reminders included', async () => {
    const job = jobs[5];
    const { browser: owner, person: ownerPerson } = await ownerOf(companyIdOf(job));
    const recruiter = await recruiterInvitedBy(owner, 'en');
    const { application } = await applyTo(job, 'cs');
    expect((await latestMailTo(recruiter.person.email))?.subject).toBe(`New application: ${job.title?.en}`);

    const { getDatabase } = await import('@/server/db');
    const { queuedJob } = await import('@/server/db/schema');
    await (await getDatabase())
      .update(queuedJob)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(queuedJob.dedupeKey, `answer-deadline:${application.id}:soon`));
    const reminder = await latestMailTo(recruiter.person.email);
    expect(reminder?.subject).toBe(`An answer is due in 3 days: ${job.title?.en}`);
    expect(reminder?.links.some((url) => url.endsWith(workspaceLink('en', application.id)))).toBe(true);
    expect((await latestMailTo(ownerPerson.email))?.subject).toBe(
      `Za 3 dny máte odpovědět: ${job.title?.cs}`,
    );
  });

  it('gathers the news of a member on the daily digest into one morning mail, once, and mails nothing on none', async () => {
    const job = jobs[2];
    const { browser: owner, person: ownerPerson } = await ownerOf(companyIdOf(job));
    const quiet = await recruiterInvitedBy(owner);
    expect((await choose(owner, { frequency: 'daily', locale: 'en' })).status).toBe(200);
    expect((await choose(quiet.browser, { frequency: 'none', locale: 'cs' })).status).toBe(200);
    expect(await (await owner.request('/api/workspace/notifications')).json()).toEqual({
      frequency: 'daily',
      locale: 'en',
    });
    const ownerMails = await mailCountTo(ownerPerson.email);
    const quietMails = await mailCountTo(quiet.person.email);

    const first = await applyTo(job, 'cs');
    const second = await applyTo(job, 'en');
    expect(
      (await second.browser.api('POST', `/api/user/applications/${second.application.id}/withdraw`)).status,
    ).toBe(200);
    expect(await mailCountTo(ownerPerson.email)).toBe(ownerMails);

    await runDigest();
    const digest = await latestMailTo(ownerPerson.email);
    expect(digest?.subject).toBe('Daily summary: 2 new applications, 1 withdrawn');
    expect(digest?.text).toContain(`${job.title?.en}: application withdrawn (${second.person.name}`);
    for (const id of [first.application.id, second.application.id]) {
      expect(digest?.links.some((url) => url.endsWith(workspaceLink('en', id)))).toBe(true);
    }
    expect(await mailCountTo(ownerPerson.email)).toBe(ownerMails + 1);
    // The next run has nothing new to tell: no mail.
    await runDigest();
    expect(await mailCountTo(ownerPerson.email)).toBe(ownerMails + 1);
    expect(await mailCountTo(quiet.person.email)).toBe(quietMails);
  });

  it('mails the recruiting contact only for a company without members, in its language throughout', async () => {
    const job = jobs[3];
    companyLanguages.set(companyIdOf(job), 'en');
    const contact = companyOf(job).recruitingEmail as string;
    const { application, browser } = await applyTo(job, 'cs');
    const mail = await latestMailTo(contact);
    expect(mail?.subject).toBe(`New application: ${job.title?.en}`);
    expect(mail?.headers['content-language']).toBe('en');
    expect((await browser.api('POST', `/api/user/applications/${application.id}/withdraw`)).status).toBe(200);
    expect((await latestMailTo(contact))?.subject).toBe(`Application withdrawn: ${job.title?.en}`);
  });

  it("refuses settings that are not one of the choices, naming the field, and leaves with the member's account", async () => {
    const job = jobs[4];
    const { browser: owner } = await ownerOf(companyIdOf(job));
    const wrong = await choose(owner, { frequency: 'weekly', locale: 'en' } as unknown as NoticeSettings);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { field: string } }).error.field).toBe('frequency');
    expect((await choose(owner, { frequency: 'daily', locale: 'cs' })).status).toBe(200);

    const exported = (await (await owner.request('/api/user/export')).json()) as {
      workspace: { companyMembership: { noticeSettings: { frequency: string; locale: string } } };
    };
    expect(exported.workspace.companyMembership.noticeSettings).toMatchObject({
      frequency: 'daily',
      locale: 'cs',
    });

    const { getDatabase } = await import('@/server/db');
    const { memberNoticeSettings } = await import('@/server/db/schema');
    const db = await getDatabase();
    const before = await db.$count(memberNoticeSettings);
    expect((await owner.api('DELETE', '/api/user/account')).status).toBe(200);
    expect(await db.$count(memberNoticeSettings)).toBe(before - 1);
  });
});
