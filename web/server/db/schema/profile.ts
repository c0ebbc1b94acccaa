import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * What a user adds to the sign-in identity on the profile screen. The contact email is kept
 * apart from `user.email`, which stays the address the sign-in provider vouched for.
 */
export const userProfile = pgTable('user_profile', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  contactEmail: text(),
  birthDate: date({ mode: 'string' }),
  phone: text(),
  city: text(),
  webUrl: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserProfile = typeof userProfile.$inferSelect;
