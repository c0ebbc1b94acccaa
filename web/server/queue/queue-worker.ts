import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { log } from '../log/logger';
import { claimJobs, completeJob, failJob } from './job-queue';

export type JobHandler = (payload: never) => Promise<void>;

export interface QueueWorkerOptions {
  handlers: Record<string, JobHandler>;
  /** Runs before each look for due jobs (enqueuing the alert digests that are due). */
  beforeEachRun?: () => Promise<void>;
  /** Names this worker on the jobs it holds; unique per process by default. */
  owner?: string;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed job is held before another worker may take it (its owner died). */
  lockMs?: number;
  /** The first retry's wait; each later one doubles it. */
  retryBaseMs?: number;
}

const DEFAULTS = { pollMs: 1_000, batchSize: 10, lockMs: 5 * 60_000, retryBaseMs: 30_000 };

/** Runs every job due now, batch after batch, until none is left; returns how many ran. */
export async function runDueJobs(db: Database, options: QueueWorkerOptions): Promise<number> {
  const { batchSize, lockMs, retryBaseMs } = { ...DEFAULTS, ...options };
  const owner = options.owner ?? `worker-${process.pid}-${randomUUID()}`;
  let ran = 0;
  const kinds = Object.keys(options.handlers);
  while (true) {
    const jobs = await claimJobs(db, { owner, kinds, limit: batchSize, lockMs });
    if (!jobs.length) return ran;
    for (const job of jobs) {
      ran += 1;
      try {
        await options.handlers[job.kind](job.payload as never);
        await completeJob(db, job, owner);
      } catch (error) {
        const outcome = await failJob(db, job, owner, error, retryBaseMs);
        log.error(
          { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
          outcome === 'retry'
            ? `Queued ${job.kind} job failed; it is tried again later`
            : `Queued ${job.kind} job failed for the last time`,
        );
      }
    }
  }
}

export interface QueueWorker {
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

/** Polls the queue every `pollMs` until stopped; a run that throws (database down) is logged and retried. */
export function startQueueWorker(getDb: () => Promise<Database>, options: QueueWorkerOptions): QueueWorker {
  const { pollMs } = { ...DEFAULTS, ...options };
  const owner = options.owner ?? `worker-${process.pid}-${randomUUID()}`;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, delay);
    timer?.unref();
  };
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const db = await getDb();
        await options.beforeEachRun?.();
        await runDueJobs(db, { ...options, owner });
      } catch (error) {
        log.error({ err: error }, 'The job queue could not be read; trying again shortly');
      }
    })().finally(() => {
      running = null;
      const now = again;
      again = false;
      schedule(now ? 0 : pollMs);
    });
  };
  schedule(0);
  return {
    wake: () => schedule(0),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
