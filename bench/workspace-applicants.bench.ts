import { Random } from '../scripts/demo-content/random';
import type { ApplicationStatus } from '../web/contracts/applications';
import type { ApplicantQuery } from '../web/contracts/workspace';
import { listApplicants } from '../web/platform/workspace/applicant-list';
import type { DatabaseHandle } from '../web/server/db/database';
import { applicationAssessment, jobApplication, user } from '../web/server/db/schema';
import { onEachDatabase } from './support/each-database';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const COMPANY = 'company-bench';
/** Other companies' applications share the table, as on a real site. */
const OTHER_COMPANIES = 4;
const OFFERS = 20;
const full = { applications: 10_000, rounds: 100 };
const smokeSize = { applications: 100, rounds: 5 };
type Size = typeof full;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST = ['Jana', 'Petr', 'Eva', 'Tomáš', 'Lucie', 'Jakub', 'Tereza', 'Martin', 'Klára', 'Ondřej'];
const LAST = ['Nováková', 'Dvořák', 'Černá', 'Procházka', 'Kučerová', 'Veselý', 'Horáková', 'Marek'];
const WORDS = ['react', 'rust', 'kotlin', 'design', 'data', 'team', 'remote', 'mentor', 'cloud', 'testing'];
const TAGS = ['shortlist', 'call back', 'senior', 'junior', 'react', 'rust', 'referral', 'relocation'];
const STATUSES: ApplicationStatus[] = ['sent', 'seen', 'interviewing', 'offer', 'not_selected', 'withdrawn'];

/** Each round asks for one of these: a search and two filters, in several orders. */
const queries: ApplicantQuery[] = [
  { q: 'nová', offer: 'job-bench-3', stage: 'sent' },
  { q: 'rust', stage: 'interviewing', rating: 3, sort: 'rating' },
  { q: 'jana', tag: 'shortlist', overdue: '1', sort: 'due' },
  { q: 'example.com', offer: 'job-bench-7', tag: 'react', page: 2 },
  { q: 'petr design', stage: 'seen', rating: 2 },
];

/** `count` applications of one company over the last 90 days, 40 % rated and tagged. */
async function seedCompany(
  db: DatabaseHandle['db'],
  random: Random,
  companyId: string,
  count: number,
  now: number,
) {
  const users = Array.from({ length: count }, (_, index) => ({
    id: `${companyId}-user-${index}`,
    name: random.pick(FIRST),
    surname: random.pick(LAST),
    email: `${companyId}-candidate-${index}@example.com`,
  }));
  for (let start = 0; start < users.length; start += 1000) {
    await db.insert(user).values(users.slice(start, start + 1000));
  }
  const rows = users.map((candidate, index) => {
    const createdAt = new Date(now - random.int(0, 90) * DAY_MS - random.int(0, DAY_MS));
    return {
      userId: candidate.id,
      jobOfferId: `job-bench-${index % OFFERS}`,
      jobTitle: `Offer ${index % OFFERS}`,
      companyId,
      companyName: companyId,
      companySlug: companyId,
      locale: 'cs' as const,
      whatBringsYouHere: `I work with ${random.sample(WORDS, 3).join(', ')} and would like to ${random.pick(WORDS)} with you.`,
      lastTimeYouLearned: random.chance(0.5) ? `Last month I learned ${random.pick(WORDS)}.` : null,
      cvKey: `bench/${candidate.id}`,
      cvKind: 'pdf' as const,
      cvFileName: 'cv.pdf',
      cvBytes: 1000,
      status: random.pick(STATUSES),
      answerDueAt: new Date(createdAt.getTime() + 14 * DAY_MS),
      createdAt,
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await db
      .insert(jobApplication)
      .values(rows.slice(start, start + 1000))
      .returning({ id: jobApplication.id });
    const assessed = inserted
      .filter(() => random.chance(0.4))
      .map(({ id }) => ({
        applicationId: id,
        companyId,
        rating: random.chance(0.8) ? random.int(1, 5) : null,
        tags: random.sample(TAGS, random.int(0, 3)),
      }));
    if (assessed.length > 0) await db.insert(applicationAssessment).values(assessed);
  }
}

async function measure(kind: string, handle: DatabaseHandle, size: Size): Promise<BenchResult[]> {
  const random = new Random(31);
  const now = Date.now();
  const seedStart = performance.now();
  await seedCompany(handle.db, random, COMPANY, size.applications, now);
  for (let other = 0; other < OTHER_COMPANIES; other++) {
    await seedCompany(handle.db, random, `company-other-${other}`, size.applications / 2, now);
  }
  await handle.db.execute('analyze');
  console.log(`  ${kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  for (const query of queries) await listApplicants(handle.db, COMPANY, query);
  const samples: number[] = [];
  let shown = 0;
  for (let round = 0; round < size.rounds; round++) {
    const query = queries[round % queries.length];
    const start = performance.now();
    const page = await listApplicants(handle.db, COMPANY, query);
    samples.push(performance.now() - start);
    shown += page.items.length;
  }
  console.log(`  ${kind}: ${shown} rows shown over ${size.rounds} rounds`);
  const name = `all applicants list, search + 2 filters, ${size.applications} applications (${kind}, ${size.rounds} rounds)`;
  return [
    { benchmark: name, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
    {
      benchmark: name,
      metric: 'p95',
      value: percentile(samples, 95),
      unit: 'ms',
      target: kind === 'PGlite' ? '< 300 ms' : '< 100 ms',
    },
  ];
}

/**
 * The workspace's list of all applicants (GET /api/workspace/applicants and its page) for a
 * company with 10,000 applications among 20,000 of other companies, each round a search and two
 * filters: on PGlite and, when a server answers at DATABASE_URL, on PostgreSQL.
 */
const workspaceApplicants: Benchmark = async ({ smoke }) => {
  const size = smoke ? smokeSize : full;
  return onEachDatabase('applicants', (kind, database) => measure(kind, database, size));
};

export default workspaceApplicants;
