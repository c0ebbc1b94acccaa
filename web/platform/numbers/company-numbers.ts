import 'server-only';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  COUNTED_METRICS,
  type CountedMetric,
  type DailyNumbers,
  NUMBERS_DAYS,
  type OfferFunnel,
  type WorkspaceNumbers,
} from '@/contracts/numbers';
import { TIME_ZONE } from '@/i18n/messages';
import type { Database } from '../db';
import { companyDailyCount, companyDailyReferrer, jobApplication } from '../db/schema';
import { shiftDay, siteDay } from './site-day';

const TOP_SOURCES = 10;
const FUNNEL_METRICS = ['offer_view', 'application_start', 'application'] as const;
const total = sql<number>`sum(${companyDailyCount.count})::int`;

const emptyDay = (day: string) =>
  ({ day, ...Object.fromEntries(COUNTED_METRICS.map((metric) => [metric, 0])) }) as DailyNumbers;

async function dailyTrends(db: Database, companyId: string, first: string, today: string) {
  const rows = await db
    .select({ day: companyDailyCount.day, metric: companyDailyCount.metric, count: total })
    .from(companyDailyCount)
    .where(and(eq(companyDailyCount.companyId, companyId), gte(companyDailyCount.day, first)))
    .groupBy(companyDailyCount.day, companyDailyCount.metric);
  const days = new Map<string, DailyNumbers>();
  for (let day = first; day <= today; day = shiftDay(day, -1)) days.set(day, emptyDay(day));
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) day[row.metric as CountedMetric] = row.count;
  }
  return [...days.values()];
}

async function offerFunnels(
  db: Database,
  companyId: string,
  first: string,
  offers: { jobOfferId: string; title: string }[],
): Promise<OfferFunnel[]> {
  const rows = await db
    .select({ jobOfferId: companyDailyCount.jobOfferId, metric: companyDailyCount.metric, count: total })
    .from(companyDailyCount)
    .where(
      and(
        eq(companyDailyCount.companyId, companyId),
        gte(companyDailyCount.day, first),
        ne(companyDailyCount.jobOfferId, ''),
        inArray(companyDailyCount.metric, [...FUNNEL_METRICS]),
      ),
    )
    .groupBy(companyDailyCount.jobOfferId, companyDailyCount.metric);
  const counted = new Map<string, Record<string, number>>();
  for (const row of rows)
    counted.set(row.jobOfferId, { ...counted.get(row.jobOfferId), [row.metric]: row.count });
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
  // The zone is written into the SQL (a constant), so GROUP BY sees the same expression as SELECT.
  const week = sql<string>`to_char(date_trunc('week', ${createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
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
    .groupBy(week)
    .orderBy(week);
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
  const [days, funnel, sources, responses] = await Promise.all([
    dailyTrends(db, companyId, first, today),
    offerFunnels(db, companyId, first, offers),
    referrerSources(db, companyId, first),
    responseWeeks(db, companyId, since, now),
  ]);
  return { days, funnel, sources, responses };
}
