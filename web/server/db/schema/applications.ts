import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, CV_KINDS } from '@/contracts/applications';
import { user } from './auth';

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const cvKind = pgEnum('cv_kind', CV_KINDS);

/**
 * A candidate's application to a job offer. The offer's title and company are copied as they
 * were when it was sent; the CV lives in the CV storage under `cvKey`.
 */
export const jobApplication = pgTable(
  'job_application',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobOfferId: text().notNull(),
    jobTitle: text().notNull(),
    jobSlug: text(),
    companyId: text().notNull(),
    companyName: text().notNull(),
    companySlug: text().notNull(),
    /** The form's language: the candidate's e-mails are written in it. */
    locale: text({ enum: ['cs', 'en'] }).notNull(),
    whatBringsYouHere: text().notNull(),
    lastTimeYouLearned: text(),
    somethingElse: text(),
    somethingWrong: text(),
    cvKey: text().notNull(),
    cvKind: cvKind().notNull(),
    cvFileName: text().notNull(),
    cvBytes: integer().notNull(),
    status: applicationStatus().notNull().default('sent'),
    answerDueAt: timestamp({ withTimezone: true }).notNull(),
    /** The company's first answer (interviewing, offer or not selected). */
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_application_user_id_idx').on(table.userId),
    index('job_application_company_id_idx').on(table.companyId),
    // The company's list of all applicants, newest first, a page at a time.
    index('job_application_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // One open application per person and offer; after withdrawing, they may apply again.
    uniqueIndex('job_application_open_idx')
      .on(table.userId, table.jobOfferId)
      .where(sql`${table.status} <> 'withdrawn'`),
  ],
);

/** Every status an application went through, with the company's optional message. */
export const applicationEvent = pgTable(
  'application_event',
  {
    id: serial().primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    status: applicationStatus().notNull(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_event_application_id_idx').on(table.applicationId)],
);

export type JobApplication = typeof jobApplication.$inferSelect;
export type ApplicationEvent = typeof applicationEvent.$inferSelect;
