import 'server-only';
import { eq } from 'drizzle-orm';
import { getApplicationCompany } from '@/content/companies';
import {
  type CompanyResponseRecord,
  DEFAULT_RESPONSE_DAYS,
  RESPONSE_RECORD_MINIMUM,
} from '@/contracts/applications';
import { getDatabase } from '@/server/db';
import { jobApplication } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * How a company keeps its promise to answer, computed from its applications. Counted are the
 * answered ones and the unanswered ones past their promised date; one withdrawn before any
 * answer tells nothing about the company and is left out. Below the minimum number of
 * applications there is no record: a share of two would not be fair.
 */
export async function companyResponseRecord(
  companyId: string,
  now = new Date(),
): Promise<CompanyResponseRecord> {
  const company = await getApplicationCompany(companyId);
  if (!company) throw notFound('company_not_found', 'There is no published company with this id.');
  const db = await getDatabase();
  const rows = await db
    .select({
      sentAt: jobApplication.createdAt,
      dueAt: jobApplication.answerDueAt,
      answeredAt: jobApplication.answeredAt,
      status: jobApplication.status,
    })
    .from(jobApplication)
    .where(eq(jobApplication.companyId, companyId));
  const responseDays = company.responseDays ?? DEFAULT_RESPONSE_DAYS;
  if (rows.length < RESPONSE_RECORD_MINIMUM)
    return { companyID: companyId, applications: rows.length, record: null };
  const answered = rows.filter((row) => row.answeredAt !== null);
  const overdue = rows.filter(
    (row) => row.answeredAt === null && row.status !== 'withdrawn' && row.dueAt <= now,
  );
  const decided = answered.length + overdue.length;
  const inTime = answered.filter((row) => (row.answeredAt as Date) <= row.dueAt).length;
  const days = median(
    answered.map((row) => ((row.answeredAt as Date).getTime() - row.sentAt.getTime()) / DAY_MS),
  );
  return {
    companyID: companyId,
    applications: rows.length,
    record: {
      answeredInTimeShare: decided ? inTime / decided : null,
      medianDaysToAnswer: days === null ? null : Math.round(days * 10) / 10,
      responseDays,
    },
  };
}
