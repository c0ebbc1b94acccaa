import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One school on a user's profile; an empty `to` means it is still current. */
export const educationEntry = pgTable(
  'education_entry',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    degree: text(),
    organization: text().notNull(),
    title: text(),
    /** Sanitised HTML from the rich-text editor. */
    description: text().notNull().default(''),
    from: date({ mode: 'string' }).notNull(),
    to: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('education_entry_user_id_idx').on(table.userId)],
);

export type EducationEntry = typeof educationEntry.$inferSelect;
