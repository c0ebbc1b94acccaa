import { Random } from '../scripts/demo-content/random';
import { NUMBERS_DAYS, type PageEventType } from '../web/contracts/numbers';
import { companyNumbers } from '../web/platform/numbers/company-numbers';
import { addDailyCounts, addReferrers, type CountIncrement } from '../web/platform/numbers/daily-counts';
import { shiftDay, siteDay } from '../web/platform/numbers/site-day';
import { type ResolvedEvent, tallyEvents } from '../web/platform/numbers/tally';
import { visitorHash } from '../web/platform/numbers/unique-visitors';
import type { DatabaseHandle } from '../web/server/db/database';
import { jobApplication, user } from '../web/server/db/schema';
import { onEachDatabase } from './support/each-database';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const COMPANY = 'company-bench';
const OFFERS = 50;
const VISITORS_PER_DAY = 3_000;
const full = { applications: 10_000, events: 1_000_000, rounds: 100 };
const smokeSize = { applications: 100, events: 900, rounds: 5 };
type Size = typeof full;
const DOMAINS = ['google.com', 'seznam.cz', 'linkedin.com', 'facebook.com', 'jobs.cz', 'bing.com', 'x.com'];
const DAY_MS = 24 * 60 * 60 * 1000;

const offers = Array.from({ length: OFFERS }, (_, index) => ({
  jobOfferId: `job-bench-${index}`,
  title: `Offer ${index}`,
}));

/** 10,000 applications over the 90 days (200 candidates × 50 offers), a third answered. */
async function seedApplications(
  db: DatabaseHandle['db'],
  random: Random,
  now: number,
  applications: number,
): Promise<CountIncrement[][]> {
  const candidates = applications / OFFERS;
  await db.insert(user).values(
    Array.from({ length: candidates }, (_, index) => ({
      id: `bench-user-${index}`,
      name: 'Bench',
      email: `bench-${index}@example.com`,
    })),
  );
  const perDay: CountIncrement[][] = Array.from({ length: NUMBERS_DAYS }, () => []);
  const rows = [];
  for (let candidate = 0; candidate < candidates; candidate++) {
    for (const offer of offers) {
      const daysAgo = random.int(0, NUMBERS_DAYS - 1);
      const createdAt = new Date(now - daysAgo * DAY_MS - random.int(0, DAY_MS / 2));
      const answerDueAt = new Date(createdAt.getTime() + 14 * DAY_MS);
      const answered = random.chance(0.35)
        ? new Date(createdAt.getTime() + random.int(1, 20) * DAY_MS)
        : null;
      rows.push({
        userId: `bench-user-${candidate}`,
        jobOfferId: offer.jobOfferId,
        jobTitle: offer.title,
        companyId: COMPANY,
        companyName: 'Bench',
        companySlug: 'bench',
        locale: 'cs' as const,
        whatBringsYouHere: 'Bench',
        cvKey: `bench/${candidate}/${offer.jobOfferId}`,
        cvKind: 'pdf' as const,
        cvFileName: 'cv.pdf',
        cvBytes: 1000,
        status: answered ? ('interviewing' as const) : ('sent' as const),
        answerDueAt,
        answeredAt: answered && answered.getTime() < now ? answered : null,
        createdAt,
      });
      // As `countServerEvent` adds them up, one application at a time.
      const counted = perDay[daysAgo].find((increment) => increment.jobOfferId === offer.jobOfferId);
      if (counted) counted.count += 1;
      else
        perDay[daysAgo].push({
          companyId: COMPANY,
          jobOfferId: offer.jobOfferId,
          metric: 'application',
          count: 1,
        });
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(jobApplication).values(rows.slice(start, start + 1000));
  }
  return perDay;
}

/**
 * 1,000,000 events, day by day, through the aggregation the endpoint uses: each day's events are
 * tallied by `tallyEvents`, its visitors counted as `countNewVisitors` counts them (first keyed hash
 * of the day per company), and written by the same `addDailyCounts` and `addReferrers`. The rows
 * are the ones the real path leaves (its per-day visitor marks are deleted when the day ends).
 */
async function seedEvents(
  db: DatabaseHandle['db'],
  random: Random,
  now: number,
  applied: CountIncrement[][],
  total: number,
) {
  const perDay = Math.ceil(total / NUMBERS_DAYS);
  const today = siteDay(new Date(now));
  for (let daysAgo = 0; daysAgo < NUMBERS_DAYS; daysAgo++) {
    const day = shiftDay(today, daysAgo);
    const salt = `bench-salt-${day}`;
    const events: ResolvedEvent[] = [];
    const seen = new Set<string>();
    for (let index = 0; index < Math.min(perDay, total - daysAgo * perDay); index++) {
      const roll = random.next();
      // 60 % offer views, 30 % profile views, 10 % started applications.
      const type: PageEventType =
        roll < 0.6 ? 'offer_view' : roll < 0.9 ? 'profile_view' : 'application_start';
      events.push({
        type,
        companyId: COMPANY,
        jobOfferId: type === 'profile_view' ? '' : random.pick(offers).jobOfferId,
        referrerDomain: random.chance(0.15) ? random.pick(DOMAINS) : null,
      });
      const visitor = {
        address: `10.0.${random.int(0, 255)}.${random.int(0, VISITORS_PER_DAY / 256)}`,
        userAgent: 'Bench',
      };
      seen.add(visitorHash(salt, visitor, COMPANY));
    }
    const { counts, referrers } = tallyEvents(events);
    const visitors: CountIncrement = {
      companyId: COMPANY,
      jobOfferId: '',
      metric: 'visitor',
      count: seen.size,
    };
    await addDailyCounts(db, day, [...counts, visitors, ...applied[daysAgo]]);
    await addReferrers(db, day, referrers);
  }
}

async function measure(kind: string, handle: DatabaseHandle, size: Size): Promise<BenchResult[]> {
  const random = new Random(23);
  const now = Date.now();
  const seedStart = performance.now();
  const applied = await seedApplications(handle.db, random, now, size.applications);
  await seedEvents(handle.db, random, now, applied, size.events);
  console.log(`  ${kind}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  for (let warm = 0; warm < 5; warm++) await companyNumbers(handle.db, COMPANY, offers);
  const samples: number[] = [];
  let numbers = await companyNumbers(handle.db, COMPANY, offers);
  for (let round = 0; round < size.rounds; round++) {
    const start = performance.now();
    numbers = await companyNumbers(handle.db, COMPANY, offers);
    samples.push(performance.now() - start);
  }
  const counted = numbers.days.reduce(
    (sum, day) => sum + day.offer_view + day.profile_view + day.application_start,
    0,
  );
  const applications = numbers.responses.reduce(
    (sum, week) => sum + week.onTime + week.late + week.overdue + week.waiting,
    0,
  );
  console.log(`  ${kind}: the dashboard shows ${counted} events and ${applications} applications`);
  const name = `workspace dashboard data, ${size.applications} applications / ${size.events} events (${kind}, ${size.rounds} rounds)`;
  return [
    { benchmark: name, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
    { benchmark: name, metric: 'p95', value: percentile(samples, 95), unit: 'ms', target: '< 300 ms' },
  ];
}

/**
 * The workspace dashboard's data (GET /api/workspace/numbers without the offer list it titles
 * the funnels with) for a company with 10,000 applications and 1,000,000 events, on PGlite and,
 * when a server answers at DATABASE_URL, on PostgreSQL.
 */
const workspaceDashboard: Benchmark = async ({ smoke }) => {
  const size = smoke ? smokeSize : full;
  return onEachDatabase('dashboard', (kind, database) => measure(kind, database, size));
};

export default workspaceDashboard;
