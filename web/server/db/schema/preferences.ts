import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Preferences } from '@/contracts/preferences';
import { user } from './auth';

/** What a candidate looks for, one row per user: the 'For you' page ranks offers and companies by it. */
export const candidatePreferences = pgTable('candidate_preferences', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Company value tags. */
  valueTags: text().array().$type<Preferences['values']>().notNull(),
  cities: text().array().notNull(),
  /** The roles wanted, as the candidate wrote them. */
  roles: text().array().notNull().default([]),
  /** Technology slugs. */
  skills: text().array().notNull().default([]),
  workingModes: text().array().$type<Preferences['workingModes']>().notNull(),
  seniorities: text().array().$type<Preferences['seniorities']>().notNull(),
  employmentTypes: text().array().$type<Preferences['employmentTypes']>().notNull(),
  /** A month's pay in `currency`; null: no minimum. */
  minSalary: integer(),
  currency: text().$type<Preferences['currency']>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type CandidatePreferences = typeof candidatePreferences.$inferSelect;
