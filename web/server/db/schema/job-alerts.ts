import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_ALERT_FREQUENCIES } from '@/contracts/job-alerts';
import type { JobSearch } from '@/contracts/job-search';
import { user } from './auth';

export const jobAlertFrequency = pgEnum('job_alert_frequency', JOB_ALERT_FREQUENCIES);

/**
 * A saved job search whose new offers are e-mailed as a digest. A signed-in user's alert goes
 * to the account's address and goes with the account; a visitor's alert carries its own address
 * and waits for the e-mailed confirmation (`confirmedAt` null) before any digest.
 */
export const jobAlert = pgTable(
  'job_alert',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    /** A visitor's address, lower-cased; null for a user's alert. */
    email: text(),
    name: text().notNull(),
    filters: jsonb().$type<JobSearch>().notNull(),
    frequency: jobAlertFrequency().notNull(),
    /** The language of its digests. */
    locale: text().notNull(),
    /** A visitor's consent wording and time; null for a user's alert. */
    consentText: text(),
    consentedAt: timestamp({ withTimezone: true }),
    /** The secret a visitor's confirmation link carries; cleared once used. */
    confirmNonce: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    pausedAt: timestamp({ withTimezone: true }),
    /** The end of the last digest's window: the next one looks back from here (see the digest). */
    digestedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Only offers published after this are new to the alert: when it was made, confirmed or
     * resumed (for the alerts that existed before the mailed offers were recorded, that moment).
     */
    newAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last entry of the search journal its digests have read: the next one reads those after it. */
    journalSeq: bigint({ mode: 'number' }).notNull().default(0),
    /** When the next digest is due. */
    nextDigestAt: timestamp({ withTimezone: true }).notNull(),
    /** When the user last opened the alert's offers: newer ones carry 'New'. */
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_alert_user_idx').on(table.userId),
    index('job_alert_email_idx').on(table.email),
    index('job_alert_due_idx')
      .on(table.nextDigestAt)
      .where(sql`${table.confirmedAt} is not null and ${table.pausedAt} is null`),
  ],
);

export type JobAlert = typeof jobAlert.$inferSelect;

/** The offers an alert's digests have mailed (listed or counted), so that none is mailed twice. */
export const jobAlertMailedOffer = pgTable(
  'job_alert_mailed_offer',
  {
    alertId: uuid()
      .notNull()
      .references(() => jobAlert.id, { onDelete: 'cascade' }),
    jobOfferId: text().notNull(),
    /** The end of the window of the digest that mailed it. */
    mailedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobOfferId] })],
);

export const searchJournalSeq = pgSequence('search_journal_seq');

/**
 * The search journal: each offer the search index has made searchable, with the version it holds
 * and the sequence number of the entry that recorded that version. A new or changed version takes
 * the next number, so the alerts' digests read what became searchable since they last read.
 */
export const searchJournal = pgTable('search_journal', {
  jobOfferId: text().primaryKey(),
  version: text().notNull(),
  seq: bigint({ mode: 'number' }).notNull(),
});
