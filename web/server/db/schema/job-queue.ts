import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Work the process does later and retries until it succeeds (sending e-mail, building an
 * alert's digest). A worker claims a due job by setting `lockedUntil`; a job whose worker died
 * becomes due again once that lock expires, so nothing is lost when a process stops.
 */
export const queuedJob = pgTable(
  'queued_job',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Which handler runs it: 'mail', 'alert-digest'. */
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** The same key enqueued twice (two instances, a retried request) is one job. */
    dedupeKey: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(10),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set when the last attempt failed: the job is kept for an operator, never run again. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('queued_job_dedupe_key_idx').on(table.dedupeKey),
    index('queued_job_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);

export type QueuedJob = typeof queuedJob.$inferSelect;
