import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type QueuedJob, queuedJob } from '../db/schema';

/** The database or a transaction on it: a job can be enqueued together with the change it follows. */
export type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export interface NewJob {
  kind: string;
  payload: unknown;
  /** A job with the same key already queued (or done) makes this one a no-op. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Stores a job; it runs once a worker finds it due. */
export async function enqueue(db: Executor, job: NewJob): Promise<void> {
  await db
    .insert(queuedJob)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoNothing();
}

/**
 * Takes up to `limit` due jobs of the given kinds for this owner for `lockMs`, counting an
 * attempt for each (a worker takes only the kinds it can run). Rows
 * another worker is claiming at the same moment are skipped (SKIP LOCKED), so two instances
 * never take the same job; a job whose owner died is due again once its lock has expired.
 */
export async function claimJobs(
  db: Database,
  options: { owner: string; kinds: string[]; limit: number; lockMs: number },
): Promise<QueuedJob[]> {
  const due = db
    .select({ id: queuedJob.id })
    .from(queuedJob)
    .where(
      and(
        inArray(queuedJob.kind, options.kinds),
        isNull(queuedJob.doneAt),
        isNull(queuedJob.failedAt),
        lte(queuedJob.runAt, sql`now()`),
        or(isNull(queuedJob.lockedUntil), lte(queuedJob.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(queuedJob.runAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(queuedJob)
    .set({
      lockedBy: options.owner,
      lockedUntil: sql`now() + make_interval(secs => ${options.lockMs / 1000})`,
      attempts: sql`${queuedJob.attempts} + 1`,
    })
    .where(inArray(queuedJob.id, due))
    .returning();
}

const ownedBy = (job: QueuedJob, owner: string) =>
  and(eq(queuedJob.id, job.id), eq(queuedJob.lockedBy, owner));

export async function completeJob(db: Database, job: QueuedJob, owner: string): Promise<void> {
  await db
    .update(queuedJob)
    .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(ownedBy(job, owner));
}

/** The wait before the next attempt: the base, doubled after each failure, at most six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3600 * 1000);
}

/** Records a failed attempt: the job runs again after the backoff, or, out of attempts, is marked failed. */
export async function failJob(
  db: Database,
  job: QueuedJob,
  owner: string,
  error: unknown,
  retryBaseMs: number,
): Promise<'retry' | 'failed'> {
  const lastError = error instanceof Error ? error.message : String(error);
  const outOfAttempts = job.attempts >= job.maxAttempts;
  const delaySeconds = retryDelayMs(job.attempts, retryBaseMs) / 1000;
  await db
    .update(queuedJob)
    .set(
      outOfAttempts
        ? { failedAt: sql`now()`, lockedUntil: null, lastError }
        : { runAt: sql`now() + make_interval(secs => ${delaySeconds})`, lockedUntil: null, lastError },
    )
    .where(ownedBy(job, owner));
  return outOfAttempts ? 'failed' : 'retry';
}
