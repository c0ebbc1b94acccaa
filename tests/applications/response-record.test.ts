import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary, CompanyResponseRecord } from '@/contracts/applications';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { answers, apply, expectError } from './support/apply';
import { liveJobs } from './support/demo-jobs';

isolatePlatform({ rateLimitScale: 50 });

const DAY = 24 * 60 * 60 * 1000;
const companyId = liveJobs[0].company?._ref as string;
const offers = liveJobs.filter((job) => job.company?._ref === companyId);

async function record(): Promise<CompanyResponseRecord> {
  const response = await new Browser().request(`/api/pages/company-response?companyID=${companyId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CompanyResponseRecord;
}

/** Moves an application's dates: sent `sentDaysAgo`, answered `answeredAfterDays` later (or not). */
async function backdate(id: string, sentDaysAgo: number, answeredAfterDays: number | null, status = 'offer') {
  const [{ getDatabase }, { jobApplication }] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
  ]);
  const sent = new Date(Date.now() - sentDaysAgo * DAY);
  await (await getDatabase())
    .update(jobApplication)
    .set({
      createdAt: sent,
      answerDueAt: new Date(sent.getTime() + 14 * DAY),
      answeredAt: answeredAfterDays === null ? null : new Date(sent.getTime() + answeredAfterDays * DAY),
      status: (answeredAfterDays === null ? 'sent' : status) as 'offer',
    })
    .where(eq(jobApplication.id, id));
}

describe(`the company's response record (${databaseKind})`, () => {
  it('stays hidden below five applications, then shows the share answered in time and the median days', async () => {
    expect(offers.length).toBeGreaterThan(0);
    const ids: string[] = [];
    for (let index = 0; index < 6; index++) {
      const { browser } = await signedInBrowser();
      const response = await apply(browser, {
        jobOfferID: offers[index % offers.length]._id,
        locale: 'cs',
        ...answers,
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as ApplicationSummary).id);
      if (index === 3)
        expect(await record()).toEqual({ companyID: companyId, applications: 4, record: null });
    }
    // Answered after 2, 4 and 20 days; one unanswered and overdue; one unanswered, not yet due.
    await backdate(ids[0], 30, 2);
    await backdate(ids[1], 30, 4, 'not_selected');
    await backdate(ids[2], 30, 20, 'interviewing');
    await backdate(ids[3], 30, null);
    await backdate(ids[4], 3, null);
    await backdate(ids[5], 10, 6);
    const { record: shown, applications } = await record();
    expect(applications).toBe(6);
    // Decided: four answered (three in time) and one overdue -> 3 of 5; median of 2, 4, 6 and 20 days is 5.
    expect(shown).toEqual({ answeredInTimeShare: 3 / 5, medianDaysToAnswer: 5, responseDays: 14 });
  });

  it('refuses an unknown company or a malformed id without a 5xx', async () => {
    await expectError(
      await new Browser().request('/api/pages/company-response?companyID=company-nobody'),
      404,
      'company_not_found',
    );
    await expectError(
      await new Browser().request('/api/pages/company-response'),
      400,
      'required',
      'companyID',
    );
  });
});
