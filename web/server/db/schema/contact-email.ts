import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The confirmation of a profile's contact address (the profile's contact email, else the sign-in
 * address). It names the address it is for, so a confirmation never carries over to another
 * address: changing the contact address replaces the row.
 */
export const contactEmailConfirmation = pgTable('contact_email_confirmation', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Lower-cased. */
  email: text().notNull(),
  /** The secret the e-mailed links carry; cleared once one is used. */
  nonce: text(),
  /** When the latest link went out; null while none was sent for this address. */
  sentAt: timestamp({ withTimezone: true }),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ContactEmailConfirmation = typeof contactEmailConfirmation.$inferSelect;
