import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '@/contracts/applications';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { failNextTransaction } from '../platform/support/failing-transaction';
import { latestMailTo, mailCountTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply } from './support/apply';
import { companyOf, liveJobs } from './support/demo-jobs';

isolatePlatform({ rateLimitScale: 50 });

afterEach(() => {
  vi.restoreAllMocks();
});

const applicationsOf = async (browser: Browser) =>
  (await (await browser.request('/api/user/applications')).json()) as ApplicationSummary[];

describe(`mail queued with the change it follows (${databaseKind})`, () => {
  it('still sends both e-mails of an application when the process fails right after committing it', async () => {
    const { browser, person } = await signedInBrowser();
    const job = liveJobs[2];
    const company = companyOf(job);
    const companyMails = await mailCountTo(company.recruitingEmail as string);
    await failNextTransaction('after');
    const response = await apply(browser, { jobOfferID: job._id, locale: 'en', ...answers });
    expect(response.status).toBe(500);
    expect((await applicationsOf(browser)).map((item) => item.jobOfferId)).toEqual([job._id]);

    expect((await latestMailTo(person.email))?.subject).toContain('has been sent');
    expect(await mailCountTo(company.recruitingEmail as string)).toBe(companyMails + 1);
    expect(await mailCountTo(person.email)).toBe(1);
  });

  it('sends no e-mail for an application whose transaction failed', async () => {
    const { browser, person } = await signedInBrowser();
    const job = liveJobs[3];
    const company = companyOf(job);
    const companyMails = await mailCountTo(company.recruitingEmail as string);
    await failNextTransaction('before');
    const response = await apply(browser, { jobOfferID: job._id, locale: 'en', ...answers });
    expect(response.status).toBe(500);
    expect(await applicationsOf(browser)).toEqual([]);
    expect(await mailCountTo(person.email)).toBe(0);
    expect(await mailCountTo(company.recruitingEmail as string)).toBe(companyMails);
  });

  it('still tells the candidate of a status set just before the process failed, and of none rolled back', async () => {
    const { browser, person } = await signedInBrowser();
    const job = liveJobs[4];
    const applied = await apply(browser, { jobOfferID: job._id, locale: 'en', ...answers });
    const application = (await applied.json()) as ApplicationSummary;
    const link = (await latestMailTo(companyOf(job).recruitingEmail as string))?.links.find((url) =>
      url.includes(`/recruiter/applications/${application.id}.`),
    );
    const token = decodeURIComponent(link?.split('/').at(-1) as string);
    const setStatus = (status: string) =>
      new Browser('198.51.100.7').api('POST', `/api/recruiter/applications/${application.id}/status`, {
        token,
        status,
      });
    const before = await mailCountTo(person.email);

    await failNextTransaction('before');
    expect((await setStatus('seen')).status).toBe(500);
    expect(await mailCountTo(person.email)).toBe(before);

    await failNextTransaction('after');
    expect((await setStatus('interviewing')).status).toBe(500);
    expect((await latestMailTo(person.email))?.subject).toContain('Interviewing');
    expect(await mailCountTo(person.email)).toBe(before + 1);
  });
});
