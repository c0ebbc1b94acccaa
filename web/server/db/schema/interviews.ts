import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INTERVIEW_STATES, type InterviewState } from '@/contracts/interviews';
import { jobApplication } from './applications';
import { user } from './auth';

/**
 * An interview a member proposes to a candidate: one to five times, the candidate picks one.
 * Proposing other times keeps the row (and so the calendar event's UID) and raises `sequence`;
 * an application has at most one interview that is not cancelled. It goes with the application.
 */
export const interview = pgTable(
  'interview',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    state: text({ enum: INTERVIEW_STATES }).$type<InterviewState>().notNull().default('proposed'),
    /** The proposed start times (ISO 8601 instants), earliest first. */
    slots: jsonb().$type<string[]>().notNull(),
    durationMinutes: integer().notNull(),
    place: text(),
    videoUrl: text(),
    note: text(),
    /** One of `slots`, once the candidate picked it. */
    chosenStart: timestamp({ withTimezone: true }),
    /** The iCalendar event's UID, the same through every change and the cancellation. */
    uid: text().notNull().unique(),
    /** The iCalendar SEQUENCE: each new proposal and the cancellation raise it, so calendars keep the newest. */
    sequence: integer().notNull().default(0),
    /** When the first invitation went to calendars: from then on a cancellation is sent to them too. */
    invitedAt: timestamp({ withTimezone: true }),
    /** The member who proposed the times (null once they left). */
    proposedBy: text().references(() => user.id, { onDelete: 'set null' }),
    proposedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interview_application_id_idx').on(table.applicationId, table.createdAt),
    uniqueIndex('interview_open_per_application_idx')
      .on(table.applicationId)
      .where(sql`${table.state} <> 'cancelled'`),
  ],
);

export type InterviewRow = typeof interview.$inferSelect;
