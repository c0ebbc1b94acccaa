import { describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply } from './support/apply';
import { companyOf, liveJobs } from './support/demo-jobs';

/** What a test sets on a demo company: the language it reads in, or no recruiting contact at all. */
const companyChanges = vi.hoisted(
  () => new Map<string, { language?: 'cs' | 'en'; recruitingEmail?: null }>(),
);

vi.mock('@/content/companies', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/content/companies')>();
  return {
    ...original,
    getApplicationCompany: async (id: string) => {
      const company = await original.getApplicationCompany(id);
      return company ? { ...company, ...companyChanges.get(id) } : company;
    },
  };
});

isolatePlatform({ rateLimitScale: 50 });

async function applyTo(jobIndex: number, locale: 'cs' | 'en') {
  const { browser, person } = await signedInBrowser();
  const job = liveJobs[jobIndex];
  const response = await apply(browser, { jobOfferID: job._id, locale, ...answers });
  expect(response.status).toBe(201);
  return { person, job, company: companyOf(job), application: (await response.json()) as ApplicationSummary };
}

const setStatus = (id: string, token: string, status: string) =>
  new Browser('198.51.100.9').api('POST', `/api/recruiter/applications/${id}/status`, { token, status });

describe(`replies and the company's language (${databaseKind})`, () => {
  it("writes to a company in its language and lets the candidate reply to the company's recruiting address", async () => {
    const job = liveJobs[4];
    companyChanges.set(job.company?._ref as string, { language: 'en' });
    const { person, company, application } = await applyTo(4, 'cs');

    const companyMail = await latestMailTo(company.recruitingEmail as string);
    // The whole subject in the company's language, the job's title included.
    expect(companyMail?.subject).toBe(`New application: ${job.title?.en}`);
    expect(companyMail?.headers['content-language']).toBe('en');
    const link = companyMail?.links.find((url) =>
      url.includes(`/en/recruiter/applications/${application.id}.`),
    );
    expect(link).toBeDefined();

    const confirmation = await latestMailTo(person.email);
    expect(confirmation?.subject).toBe(
      `Vaše přihláška na pozici ${job.title?.cs} ve firmě ${company.name} byla odeslána`,
    );
    expect(confirmation?.headers['reply-to']).toBe(company.recruitingEmail);

    const token = decodeURIComponent(link?.split('/').at(-1) as string);
    expect((await setStatus(application.id, token, 'interviewing')).status).toBe(200);
    const statusMail = await latestMailTo(person.email);
    expect(statusMail?.subject).toBe(`${company.name}: vaše přihláška na pozici ${job.title?.cs} – Pohovor`);
    expect(statusMail?.headers['reply-to']).toBe(company.recruitingEmail);
    expect(statusMail?.text).toContain(
      `Máte dotaz? Stačí na tento e-mail odpovědět a\u00A0zpráva dorazí firmě ${company.name}.`,
    );
  });

  it('tells the candidate that replies are not read when the company has no recruiting address', async () => {
    const job = liveJobs[5];
    companyChanges.set(job.company?._ref as string, { recruitingEmail: null });
    const { person, application } = await applyTo(5, 'en');
    const confirmation = await latestMailTo(person.email);
    expect(confirmation?.headers['reply-to']).toBeUndefined();
    const { recruiterToken } = await import('@/platform/applications/recruiter-link');

    expect((await setStatus(application.id, recruiterToken(application.id), 'not_selected')).status).toBe(
      200,
    );
    const statusMail = await latestMailTo(person.email);
    expect(statusMail?.subject).toMatch(/– Not selected$/);
    expect(statusMail?.headers['reply-to']).toBeUndefined();
    expect(statusMail?.text).toContain('Please do not reply to this e-mail: nobody reads the replies.');
  });

  it('uses Czech for a company that chose no language', async () => {
    const { company, job } = await applyTo(6, 'en');
    const companyMail = await latestMailTo(company.recruitingEmail as string);
    expect(companyMail?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
    expect(companyMail?.links.some((url) => url.includes('/cs/recruiter/applications/'))).toBe(true);
  });
});
