import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  COUNTED_METRICS,
  type CountedMetric,
  type DailyNumbers,
  NUMBERS_DAYS,
  type OfferFunnel,
  type WorkspaceNumbers,
} from '@/contracts/numbers';
import { TIME_ZONE } from '@/i18n/time-zone';
import type { Database } from '@/server/db';
import { companyDailyCount, companyDailyReferrer, jobApplication } from '@/server/db/schema';
import { shiftDay, siteDay } from './site-day';

const TOP_SOURCES = 10;
const total = sql<number>`sum(${companyDailyCount.count})::int`;

const emptyDay = (day: string) =>
  ({ day, ...Object.fromEntries(COUNTED_METRICS.map((metric) => [metric, 0])) }) as DailyNumbers;

/**
 * The period's counts in one pass over the rows: summed per day and metric (the trends) and per
 * offer and metric (the funnels). In the per-offer sums the day is null; in the per-day sums the
 * offer is null.
 */
function periodCounts(db: Database, companyId: string, first: string) {
  const { day, jobOfferId, metric } = companyDailyCount;
  return db
    .select({ day, jobOfferId, metric, count: total })
    .from(companyDailyCount)
    .where(and(eq(companyDailyCount.companyId, companyId), gte(day, first)))
    .groupBy(sql`grouping sets ((${day}, ${metric}), (${jobOfferId}, ${metric}))`);
}

type PeriodRow = Awaited<ReturnType<typeof periodCounts>>[number];

function dailyTrends(rows: PeriodRow[], first: string, today: string): DailyNumbers[] {
  const days = new Map<string, DailyNumbers>();
  for (let day = first; day <= today; day = shiftDay(day, -1)) days.set(day, emptyDay(day));
  for (const row of rows) {
    const day = row.day === null ? undefined : days.get(row.day);
    if (day) day[row.metric] = row.count;
  }
  return [...days.values()];
}

function offerFunnels(rows: PeriodRow[], offers: { jobOfferId: string; title: string }[]): OfferFunnel[] {
  const counted = new Map<string, Partial<Record<CountedMetric, number>>>();
  for (const row of rows) {
    if (row.day !== null || !row.jobOfferId) continue;
    counted.set(row.jobOfferId, { ...counted.get(row.jobOfferId), [row.metric]: row.count });
  }
  return offers
    .map(({ jobOfferId, title }) => {
      const counts = counted.get(jobOfferId) ?? {};
      return {
        jobOfferId,
        title,
        views: counts.offer_view ?? 0,
        starts: counts.application_start ?? 0,
        applications: counts.application ?? 0,
      };
    })
    .sort((a, b) => b.views - a.views || b.applications - a.applications || a.title.localeCompare(b.title));
}

async function referrerSources(db: Database, companyId: string, first: string) {
  const visits = sql<number>`sum(${companyDailyReferrer.count})::int`;
  return db
    .select({ domain: companyDailyReferrer.domain, visits })
    .from(companyDailyReferrer)
    .where(and(eq(companyDailyReferrer.companyId, companyId), gte(companyDailyReferrer.day, first)))
    .groupBy(companyDailyReferrer.domain)
    .orderBy(desc(visits), companyDailyReferrer.domain)
    .limit(TOP_SOURCES);
}

/** Applications of the period by the week they came in, by whether the answer kept the promised date. */
async function responseWeeks(db: Database, companyId: string, since: Date, now: Date) {
  const { answeredAt, answerDueAt, createdAt, status } = jobApplication;
  const open = sql`${answeredAt} is null and ${status} <> 'withdrawn'`;
  const at = sql`${now.toISOString()}::timestamptz`;
  // The zone is written into the SQL (a constant), so GROUP BY sees the same expression as SELECT;
  // the week is formatted once per group.
  const monday = sql`date_trunc('week', ${createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;
  const week = sql<string>`to_char(${monday}, 'YYYY-MM-DD')`;
  return db
    .select({
      week,
      onTime: sql<number>`(count(*) filter (where ${answeredAt} <= ${answerDueAt}))::int`,
      late: sql<number>`(count(*) filter (where ${answeredAt} > ${answerDueAt}))::int`,
      overdue: sql<number>`(count(*) filter (where ${open} and ${answerDueAt} < ${at}))::int`,
      waiting: sql<number>`(count(*) filter (where ${open} and ${answerDueAt} >= ${at}))::int`,
    })
    .from(jobApplication)
    .where(and(eq(jobApplication.companyId, companyId), gte(createdAt, since)))
    .groupBy(monday)
    .orderBy(monday);
}

/**
 * The dashboard's numbers for the last NUMBERS_DAYS days: daily counts, each offer's funnel from
 * views to applications, the top referring domains and the answers against the promised dates.
 */
export async function companyNumbers(
  db: Database,
  companyId: string,
  offers: { jobOfferId: string; title: string }[],
  now = new Date(),
): Promise<WorkspaceNumbers> {
  const today = siteDay(now);
  const first = shiftDay(today, NUMBERS_DAYS - 1);
  const since = new Date(now.getTime() - NUMBERS_DAYS * 24 * 60 * 60 * 1000);
  const [counts, sources, responses] = await Promise.all([
    periodCounts(db, companyId, first),
    referrerSources(db, companyId, first),
    responseWeeks(db, companyId, since, now),
  ]);
  return {
    days: dailyTrends(counts, first, today),
    funnel: offerFunnels(counts, offers),
    sources,
    responses,
  };
}
