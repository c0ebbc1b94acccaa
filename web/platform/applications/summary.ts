import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { ApplicationSummary } from '@/contracts/applications';
import type { Database } from '@/server/db';
import { applicationEvent, type JobApplication } from '@/server/db/schema';
import { interviewsOf } from '../interviews/stored-interviews';
import { threadsOf } from './application-thread';
import { sharedApplicationIds } from './shared-profile';

/**
 * Applications as their owner sees them, each with its status history (oldest event first) and
 * whether its company sees the profile they shared, the messages with the company and its interviews.
 */
export async function summarize(db: Database, rows: JobApplication[]): Promise<ApplicationSummary[]> {
  const ids = rows.map((row) => row.id);
  const [shared, threads, interviews] = await Promise.all([
    sharedApplicationIds(db, ids),
    threadsOf(db, ids),
    interviewsOf(db, ids),
  ]);
  const events = rows.length
    ? await db
        .select()
        .from(applicationEvent)
        .where(inArray(applicationEvent.applicationId, ids))
        .orderBy(asc(applicationEvent.createdAt), asc(applicationEvent.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    jobOfferId: row.jobOfferId,
    jobTitle: row.jobTitle,
    jobSlug: row.jobSlug,
    companyId: row.companyId,
    companyName: row.companyName,
    companySlug: row.companySlug,
    locale: row.locale,
    status: row.status,
    sentAt: row.createdAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    cvFileName: row.cvFileName,
    profileShared: shared.has(row.id),
    messages: threads.get(row.id) ?? [],
    interviews: interviews.get(row.id) ?? [],
    history: events
      .filter((event) => event.applicationId === row.id)
      .map((event) => ({ status: event.status, message: event.message, at: event.createdAt.toISOString() })),
  }));
}

/** Whether an error (or its cause, as Drizzle wraps driver errors) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as Error).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
