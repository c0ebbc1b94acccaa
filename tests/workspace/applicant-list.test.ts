import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/contracts/applications';
import type { ApplicantQuery } from '@/contracts/workspace';
import { answers, apply, expectError } from '../applications/support/apply';
import { liveJobs } from '../applications/support/demo-jobs';
import { signedInBrowser } from '../platform/support/browser';
import { databaseKind, isolatePlatform } from '../platform/support/platform-env';
import { ownerOf } from './support/members';

isolatePlatform({ rateLimitScale: 50 });

const COMPANY = 'company-list-test';
const MANY = 'company-list-many';
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-10T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

const database = async () => {
  const { getDatabase } = await import('@/server/db');
  return { db: await getDatabase(), schema: await import('@/server/db/schema') };
};

/** The ids of the page `query` finds in `company`, in their order. */
async function found(query: ApplicantQuery, company = COMPANY) {
  const { listApplicants } = await import('@/platform/workspace/applicant-list');
  const { db } = await database();
  return listApplicants(db, company, query, now);
}
const names = async (query: ApplicantQuery) => (await found(query)).items.map((row) => row.candidate);

function application(
  userId: string,
  companyId: string,
  jobOfferId: string,
  status: ApplicationStatus,
  createdAt: Date,
  answerDueAt: Date,
  whatBringsYouHere = 'I would like to work with you.',
) {
  return {
    userId,
    jobOfferId,
    jobTitle: `Offer ${jobOfferId}`,
    companyId,
    companyName: companyId,
    companySlug: companyId,
    locale: 'en' as const,
    whatBringsYouHere,
    cvKey: `list/${userId}/${jobOfferId}/${createdAt.getTime()}`,
    cvKind: 'pdf' as const,
    cvFileName: 'cv.pdf',
    cvBytes: 1000,
    status,
    answerDueAt,
    createdAt,
  };
}

describe(`the list of all applicants (${databaseKind})`, () => {
  beforeAll(async () => {
    const { db, schema } = await database();
    await db.insert(schema.user).values([
      { id: 'list-jana', name: 'Jana', surname: 'Nováková', email: 'jana.novakova@example.com' },
      { id: 'list-karel', name: 'Karel', surname: 'Dvořák', email: 'karel@example.com' },
      { id: 'list-eva', name: 'Eva', surname: 'Malá', email: 'eva_mala@example.com' },
    ]);
    const rows = await db
      .insert(schema.jobApplication)
      .values([
        application(
          'list-jana',
          COMPANY,
          'o1',
          'sent',
          at(-3),
          at(-1),
          'I love Rust and 100% test coverage.',
        ),
        application('list-karel', COMPANY, 'o1', 'interviewing', at(-2), at(5)),
        application('list-eva', COMPANY, 'o2', 'seen', at(-1), at(1)),
        application('list-jana', COMPANY, 'o2', 'sent', at(0), at(10)),
        application('list-karel', 'company-elsewhere', 'o9', 'sent', at(0), at(-5), 'Rust'),
        // 120 applications at one moment: only the id orders them.
        ...Array.from({ length: 120 }, (_, index) =>
          application('list-eva', MANY, `m${index}`, 'sent', at(-1), at(1)),
        ),
      ])
      .returning({ id: schema.jobApplication.id, userId: schema.jobApplication.userId });
    const [janaFirst, karel, eva] = rows;
    await db.insert(schema.applicationAssessment).values([
      { applicationId: janaFirst.id, companyId: COMPANY, rating: null, tags: ['call back'] },
      { applicationId: karel.id, companyId: COMPANY, rating: 5, tags: ['senior', 'rust'] },
      { applicationId: eva.id, companyId: COMPANY, rating: 3, tags: ['rust'] },
      { applicationId: rows[4].id, companyId: 'company-elsewhere', rating: 5, tags: ['rust'] },
    ]);
    // Karel wrote last; Eva was answered after she wrote; nobody wrote to Jana.
    await db.insert(schema.applicationMessage).values([
      {
        applicationId: karel.id,
        sender: 'company',
        authorId: null,
        body: 'Kdy se vám hodí pohovor?',
        createdAt: at(-2),
      },
      {
        applicationId: karel.id,
        sender: 'candidate',
        authorId: 'list-karel',
        body: 'Ve čtvrtek.',
        createdAt: at(-1),
      },
      {
        applicationId: eva.id,
        sender: 'candidate',
        authorId: 'list-eva',
        body: 'Mám dotaz.',
        createdAt: at(-1),
      },
      { applicationId: eva.id, sender: 'company', authorId: null, body: 'Ptejte se.', createdAt: at(0) },
    ]);
  });

  it('marks the candidates whose message waits for the company, with when they wrote', async () => {
    const waiting = (await found({})).items.map((row) => [row.candidate, row.unansweredMessageAt]);
    expect(waiting).toEqual([
      ['Jana Nováková', null],
      ['Eva Malá', null],
      ['Karel Dvořák', at(-1).toISOString()],
      ['Jana Nováková', null],
    ]);
  });

  it("lists the company's own applicants only, newest first, with their offer, stage, rating and tags", async () => {
    const page = await found({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(
      page.items.map((row) => [row.candidate, row.jobOfferId, row.status, row.rating, row.tags]),
    ).toEqual([
      ['Jana Nováková', 'o2', 'sent', null, []],
      ['Eva Malá', 'o2', 'seen', 3, ['rust']],
      ['Karel Dvořák', 'o1', 'interviewing', 5, ['senior', 'rust']],
      ['Jana Nováková', 'o1', 'sent', null, ['call back']],
    ]);
    expect(page.items.map((row) => row.overdue)).toEqual([false, false, false, true]);
    expect(page.items[0]).toMatchObject({ email: 'jana.novakova@example.com', jobTitle: 'Offer o2' });
  });

  it('searches names, e-mails and answers, every word, matching the words literally', async () => {
    expect(await names({ q: 'nováková' })).toEqual(['Jana Nováková', 'Jana Nováková']);
    expect(await names({ q: 'KAREL@example' })).toEqual(['Karel Dvořák']);
    expect(await names({ q: 'rust' })).toEqual(['Jana Nováková']);
    expect(await names({ q: 'jana rust' })).toEqual(['Jana Nováková']);
    expect(await names({ q: 'eva rust' })).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await names({ q: '100%' })).toEqual(['Jana Nováková']);
    expect(await names({ q: '0%' })).toEqual(['Jana Nováková']);
    expect(await names({ q: '%%' })).toEqual([]);
    expect(await names({ q: 'eva_' })).toEqual(['Eva Malá']);
    expect(await names({ q: 'a_a' })).toEqual([]);
  });

  it('finds names with or without their accents, in either case', async () => {
    expect(await names({ q: 'dvorak' })).toEqual(['Karel Dvořák']);
    expect(await names({ q: 'DVOŘÁK' })).toEqual(['Karel Dvořák']);
    expect(await names({ q: 'Dvořak' })).toEqual(['Karel Dvořák']);
    expect(await names({ q: 'mala' })).toEqual(['Eva Malá']);
    expect(await names({ q: 'dvorakova' })).toEqual([]);
  });

  it('filters by offer, stage, tag, lowest rating and a passed promised date, together', async () => {
    expect(await names({ offer: 'o1' })).toEqual(['Karel Dvořák', 'Jana Nováková']);
    expect(await names({ stage: 'sent' })).toEqual(['Jana Nováková', 'Jana Nováková']);
    expect(await names({ tag: 'rust' })).toEqual(['Eva Malá', 'Karel Dvořák']);
    expect(await names({ rating: 4 })).toEqual(['Karel Dvořák']);
    expect(await names({ rating: 3 })).toEqual(['Eva Malá', 'Karel Dvořák']);
    expect(await names({ overdue: '1' })).toEqual(['Jana Nováková']);
    expect(await names({ offer: 'o1', stage: 'sent', tag: 'call back' })).toEqual(['Jana Nováková']);
    expect(await names({ offer: 'o9' })).toEqual([]);
    expect((await found({ tag: 'rust', offer: 'o2' })).total).toBe(1);
  });

  it('sorts by the promised date or the rating, unrated last', async () => {
    expect(await names({ sort: 'due' })).toEqual([
      'Jana Nováková',
      'Eva Malá',
      'Karel Dvořák',
      'Jana Nováková',
    ]);
    const byRating = await found({ sort: 'rating' });
    expect(byRating.items.map((row) => [row.candidate, row.rating])).toEqual([
      ['Karel Dvořák', 5],
      ['Eva Malá', 3],
      ['Jana Nováková', null],
      ['Jana Nováková', null],
    ]);
    expect(byRating.items[2].jobOfferId).toBe('o2');
  });

  it('pages 50 at a time in a stable order, every applicant once, and counts past the last page', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => found({ page }, MANY)));
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages.every((page) => page.total === 120)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((row) => row.id));
    expect(new Set(ids).size).toBe(120);
    expect((await found({ page: 2 }, MANY)).items.map((row) => row.id)).toEqual(ids.slice(50, 100));
    const beyond = await found({ page: 4 }, MANY);
    expect(beyond).toMatchObject({ items: [], total: 120, page: 4 });
  });

  it('reads the query of a shared link, leaving out what does not fit', async () => {
    const { applicantQueryFrom } = await import('@/platform/workspace/applicant-query');
    expect(
      applicantQueryFrom({
        q: '  jana ',
        offer: 'o1',
        stage: 'hired',
        tag: ' Call  Back ',
        rating: '9',
        overdue: '1',
        sort: ['due', 'rating'],
        page: '2',
        extra: 'x',
      }),
    ).toEqual({ q: 'jana', offer: 'o1', tag: 'call back', overdue: '1', sort: 'due', page: 2 });
    expect(applicantQueryFrom({ q: '', offer: '', page: '0' })).toEqual({});
  });

  it('answers a member through the API and names a wrong query parameter', async () => {
    const job = liveJobs[0];
    const candidate = await signedInBrowser();
    const applied = await apply(candidate.browser, { jobOfferID: job._id, locale: 'en', ...answers });
    expect(applied.status).toBe(201);
    const { browser: member } = await ownerOf(job.company?._ref as string);
    const response = await member.request(
      `/api/workspace/applicants?q=${encodeURIComponent(candidate.person.email)}&stage=sent`,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(body.items[0]).toMatchObject({
      email: candidate.person.email,
      jobOfferId: job._id,
      status: 'sent',
    });
    await expectError(await member.request('/api/workspace/applicants?rating=7'), 400, 'invalid', 'rating');
    await expectError(await member.request('/api/workspace/applicants?sort=name'), 400, 'invalid', 'sort');
    expect((await candidate.browser.request('/api/workspace/applicants')).status).toBe(403);
  });
});
