import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceNumbers } from '@/contracts/numbers';
import { answers, apply, expectError } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { Browser, signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from '../workspace/support/members';
import { storedDomains } from './support/stored-domains';

isolatePlatform({ rateLimitScale: 50 });

const job = liveJobs[0];
const companyId = job.company?._ref as string;
const otherJob = liveJobs.find((other) => other.company?._ref !== companyId) as (typeof liveJobs)[number];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0';

const send = (browser: Browser, events: unknown[], userAgent = CHROME) =>
  browser.api('POST', '/api/events', { events }, { 'user-agent': userAgent });

const visit = (browser: Browser, referrer?: string) =>
  send(browser, [
    { type: 'profile_view', company: companyId, referrer },
    { type: 'offer_view', offer: job._id },
  ]);

describe(`first-party events and the dashboard's numbers (${databaseKind})`, () => {
  let owner: Browser;
  const numbers = async () => {
    const response = await owner.request('/api/workspace/numbers');
    expect(response.status).toBe(200);
    return (await response.json()) as WorkspaceNumbers;
  };
  const today = async () => (await numbers()).days.at(-1);

  beforeAll(async () => {
    owner = (await ownerOf(companyId)).browser;
  }, 60_000);

  it('counts views, starts and referring domains, and each visitor once a day per company', async () => {
    const reader = new Browser('203.0.113.20');
    expect((await visit(reader, 'https://www.google.com/search?q=kucha%C5%99')).status).toBe(204);
    expect((await visit(reader, 'http://localhost:3000/cs/prace')).status).toBe(204);
    expect((await send(reader, [{ type: 'application_start', offer: job._id }])).status).toBe(204);
    // Another browser on the same address is the same visitor; another address is another.
    expect((await visit(reader, undefined)).status).toBe(204);
    await send(reader, [{ type: 'profile_view', company: companyId }], 'Mozilla/5.0 Firefox/140.0');
    await visit(new Browser('203.0.113.21'), 'https://seznam.cz/');

    expect(await today()).toMatchObject({
      profile_view: 5,
      offer_view: 4,
      application_start: 1,
      visitor: 2,
    });
    const { funnel, sources, days } = await numbers();
    expect(days).toHaveLength(90);
    expect(funnel.find((offer) => offer.jobOfferId === job._id)).toMatchObject({ views: 4, starts: 1 });
    expect(sources).toEqual([
      { domain: 'google.com', visits: 1 },
      { domain: 'seznam.cz', visits: 1 },
    ]);
  });

  it('counts the addresses of one IPv6 /64 network as one visitor', async () => {
    const before = await today();
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002::ffff',
    ]) {
      expect((await send(new Browser(address), [{ type: 'profile_view', company: companyId }])).status).toBe(
        204,
      );
    }
    await send(new Browser('2001:db8:1:3::1'), [{ type: 'profile_view', company: companyId }]);
    const after = await today();
    expect(after?.profile_view).toBe((before?.profile_view ?? 0) + 4);
    expect(after?.visitor).toBe((before?.visitor ?? 0) + 2);
  });

  it('lists only real host names among the sources, an international one in its ASCII form', async () => {
    const browser = new Browser('203.0.113.26');
    for (const referrer of [
      'https://=1+1.example/',
      'https://a"b.example/',
      'https://a_b.example/',
      'https://-x.example/',
      `https://${'a'.repeat(64)}.example/`,
      'https://kuchař.example/',
    ]) {
      expect((await send(browser, [{ type: 'profile_view', company: companyId, referrer }])).status).toBe(
        204,
      );
    }
    const domains = await storedDomains(companyId);
    expect(domains).toContain('xn--kucha-mcb.example');
    expect(domains.filter((domain) => !/^[a-z0-9.-]+$/.test(domain) || domain.includes('aaaa'))).toEqual([]);
    expect(domains.filter((domain) => domain.startsWith('-'))).toEqual([]);
  });

  it('counts applications, follows and unfollows where the server sees them', async () => {
    const before = await today();
    const { browser: candidate } = await signedInBrowser();
    expect((await apply(candidate, { jobOfferID: job._id, locale: 'en', ...answers })).status).toBe(201);
    const follow = (path: string) => candidate.api('POST', path, { companyBranchID: companyId });
    expect((await follow('/api/user/follow-company-branch')).status).toBeLessThan(300);
    expect((await follow('/api/user/follow-company-branch')).status).toBeLessThan(300);
    expect(
      (await candidate.api('POST', '/api/user/follow-job-offer', { jobOfferID: job._id })).status,
    ).toBeLessThan(300);
    expect((await follow('/api/user/unfollow-company-branch')).status).toBeLessThan(300);

    const after = await today();
    expect(after?.application).toBe((before?.application ?? 0) + 1);
    expect(after?.follow).toBe((before?.follow ?? 0) + 2);
    expect(after?.unfollow).toBe((before?.unfollow ?? 0) + 1);
    const offer = (await numbers()).funnel.find((row) => row.jobOfferId === job._id);
    expect(offer?.applications).toBe(1);
    expect((await numbers()).responses.at(-1)).toMatchObject({ waiting: 1, onTime: 0, late: 0, overdue: 0 });
  });

  it("keeps another company's events out of this company's numbers", async () => {
    const before = await today();
    await send(new Browser('203.0.113.23'), [{ type: 'offer_view', offer: otherJob._id }]);
    expect(await today()).toEqual(before);
  });

  it('refuses unknown ids, wrong kinds and foreign pages, naming the field, and counts nothing', async () => {
    const before = await today();
    const browser = new Browser('203.0.113.24');
    await expectError(
      await send(browser, [
        { type: 'profile_view', company: companyId },
        { type: 'offer_view', offer: 'no-such-offer' },
      ]),
      404,
      'job_offer_not_found',
      'events.1.offer',
    );
    await expectError(
      await send(browser, [{ type: 'profile_view', company: job._id }]),
      404,
      'company_not_found',
      'events.0.company',
    );
    await expectError(
      await send(browser, [{ type: 'click', offer: job._id }]),
      400,
      'invalid',
      'events.0.type',
    );
    await expectError(await send(browser, []), 400, 'invalid', 'events');
    const foreign = await browser.api(
      'POST',
      '/api/events',
      { events: [{ type: 'profile_view', company: companyId }] },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(foreign.status).toBe(403);
    expect(await today()).toEqual(before);
  });

  it("estimates uniques with a salt that changes daily and forgets the past day's marks and salt", async () => {
    const { getDatabase } = await import('@/server/db');
    const schema = await import('@/server/db/schema');
    const { recordPageEvents } = await import('@/platform/numbers/record-page-events');
    const { forgetPastVisitors } = await import('@/platform/numbers/unique-visitors');
    const { siteDay } = await import('@/platform/numbers/site-day');
    const db = await getDatabase();
    const visitor = { address: '203.0.113.25' };
    const event = { type: 'profile_view' as const, company: companyId };
    const monday = new Date('2031-03-03T10:00:00Z');
    const tuesday = new Date('2031-03-04T10:00:00Z');
    await recordPageEvents([event], visitor, monday);
    await recordPageEvents([event], visitor, monday);
    await recordPageEvents([event], visitor, tuesday);
    const salts = await db.select().from(schema.visitorSalt);
    const mondaySalt = salts.find((row) => row.day === siteDay(monday))?.salt;
    expect(mondaySalt).toBeTruthy();
    expect(mondaySalt).not.toBe(salts.find((row) => row.day === siteDay(tuesday))?.salt);
    const visitors = async (at: Date) =>
      (
        await db
          .select()
          .from(schema.companyDailyCount)
          .where(eq(schema.companyDailyCount.day, siteDay(at)))
      ).find((row) => row.companyId === companyId && row.metric === 'visitor')?.count;
    expect(await visitors(monday)).toBe(1);
    expect(await visitors(tuesday)).toBe(1);

    await forgetPastVisitors(db, tuesday);
    const left = await db
      .select()
      .from(schema.visitorMark)
      .where(eq(schema.visitorMark.day, siteDay(monday)));
    expect(left).toEqual([]);
    expect((await db.select().from(schema.visitorSalt)).map((row) => row.day)).not.toContain(siteDay(monday));
    expect(await visitors(monday)).toBe(1);
  });
});
