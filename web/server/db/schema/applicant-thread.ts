import { index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageSender, SharedEducation, SharedExperience } from '@/contracts/applicant-thread';
import { MESSAGE_SENDERS } from '@/contracts/applicant-thread';
import { jobApplication } from './applications';
import { user } from './auth';

/**
 * The candidate's profile as it was when they applied, shared with the company by their consent.
 * Withdrawing the consent deletes the row; it goes with the application.
 */
export const sharedProfile = pgTable('shared_profile', {
  applicationId: uuid()
    .primaryKey()
    .references(() => jobApplication.id, { onDelete: 'cascade' }),
  city: text(),
  phone: text(),
  webUrl: text(),
  /** Newest first, descriptions as plain text. */
  experience: jsonb().$type<SharedExperience[]>().notNull(),
  education: jsonb().$type<SharedEducation[]>().notNull(),
  /** Every shared word in one text, which the company's applicant search reads. */
  searchText: text().notNull(),
  sharedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One message between the candidate and the company about an application. */
export const applicationMessage = pgTable(
  'application_message',
  {
    id: serial().primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    sender: text({ enum: MESSAGE_SENDERS }).$type<MessageSender>().notNull(),
    /** The member who wrote it for the company (null once they left); the candidate's own is theirs. */
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_message_application_id_idx').on(table.applicationId, table.createdAt)],
);

export type SharedProfileRow = typeof sharedProfile.$inferSelect;
export type ApplicationMessage = typeof applicationMessage.$inferSelect;
