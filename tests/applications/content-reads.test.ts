import { describe, expect, it, vi } from 'vitest';
import { signedInBrowser } from '../platform/support/browser';
import { deliverQueuedMail, latestMailTo } from '../platform/support/outbox';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from '../workspace/support/members';
import { answers, apply } from './support/apply';
import { companyOf, liveJobs } from './support/demo-jobs';

/** Every query read through the one content fetch, in order. */
const reads = vi.hoisted(() => [] as string[]);

vi.mock('@/content/fetch', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/content/fetch')>();
  return {
    ...original,
    fetchContent: ((request) => {
      reads.push(request.query);
      return original.fetchContent(request);
    }) satisfies typeof original.fetchContent,
    fetchFreshContent: ((request) => {
      reads.push(request.query);
      return original.fetchFreshContent(request);
    }) satisfies typeof original.fetchFreshContent,
  };
});

isolatePlatform({ rateLimitScale: 50 });

/** The names (in `content/queries.ts`) of the queries read since the last call. */
async function takeReads(): Promise<string[]> {
  const queries: Record<string, unknown> = await import('@/content/queries');
  const names = new Map(Object.entries(queries).map(([name, query]) => [query, name]));
  return reads.splice(0).map((query) => names.get(query) ?? query);
}

/** One live offer of each company, so each test applies to a company of its own. */
const jobs = liveJobs.filter(
  (job, index) => liveJobs.findIndex((other) => other.company?._ref === job.company?._ref) === index,
);

describe(`an application reads each document once (${databaseKind})`, () => {
  it('reads the offer with its company once to send, and the company once to mail the recruiting contact', async () => {
    const job = jobs[1];
    const { browser, person } = await signedInBrowser();
    await deliverQueuedMail();
    await takeReads();

    // Sent in English to a company that reads in Czech: its mail needs the offer's Czech title.
    const response = await apply(browser, { jobOfferID: job._id, locale: 'en', ...answers });
    expect(response.status).toBe(201);
    expect(await takeReads()).toEqual(['applicationOfferQuery']);

    await deliverQueuedMail();
    expect(await takeReads()).toEqual(['applicationCompanyQuery', 'jobCardsQuery']);
    expect((await latestMailTo(person.email))?.subject).toContain(job.title?.en);
    const companyMail = await latestMailTo(companyOf(job).recruitingEmail as string);
    expect(companyMail?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
  });

  it('reads the company once to mail its members and the candidate', async () => {
    const job = jobs[2];
    const owner = await ownerOf(job.company?._ref as string);
    const { browser, person } = await signedInBrowser();
    await deliverQueuedMail();
    await takeReads();

    expect((await apply(browser, { jobOfferID: job._id, locale: 'cs', ...answers })).status).toBe(201);
    expect(await takeReads()).toEqual(['applicationOfferQuery']);

    await deliverQueuedMail();
    expect(await takeReads()).toEqual(['applicationCompanyQuery']);
    expect((await latestMailTo(person.email))?.subject).toContain(job.title?.cs);
    expect((await latestMailTo(owner.person.email))?.subject).toBe(`Nová přihláška: ${job.title?.cs}`);
  });
});
