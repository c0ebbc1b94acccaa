import { index, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { FOLLOW_TARGET_TYPES } from '@/contracts/follows';
import { user } from './auth';

export const followTargetType = pgEnum('follow_target_type', FOLLOW_TARGET_TYPES);

/** A user following a job offer or a company branch, by the content id of the target. */
export const follow = pgTable(
  'follow',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetType: followTargetType().notNull(),
    targetId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetType, table.targetId] }),
    index('follow_target_idx').on(table.targetType, table.targetId),
  ],
);

export type Follow = typeof follow.$inferSelect;
