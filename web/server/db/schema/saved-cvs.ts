import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SAVED_CV_LIMIT } from '@/contracts/saved-cvs';
import { cvKind } from './applications';
import { user } from './auth';

/**
 * A CV kept in the candidate's profile to apply with; the file lives in the CV storage under
 * `storageKey`. Each row takes one of the user's numbered slots, so the database itself keeps
 * the number of CVs within the limit, and at most one of them is the default.
 */
export const savedCv = pgTable(
  'saved_cv',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    slot: smallint().notNull(),
    fileName: text().notNull(),
    kind: cvKind().notNull(),
    bytes: integer().notNull(),
    storageKey: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also the index of a user's CVs.
    uniqueIndex('saved_cv_user_slot_idx').on(table.userId, table.slot),
    uniqueIndex('saved_cv_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
    check('saved_cv_slot_check', sql`${table.slot} between 1 and ${sql.raw(String(SAVED_CV_LIMIT))}`),
  ],
);

export type SavedCvRow = typeof savedCv.$inferSelect;
