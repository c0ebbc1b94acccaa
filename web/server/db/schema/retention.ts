import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When a job offer that received applications closed: its valid-through date once that has
 * passed, or, for an offer that disappeared from the published content (unpublished or deleted),
 * the first retention run that found it gone. Applications are kept for a fixed time after it.
 */
export const jobOfferClosure = pgTable('job_offer_closure', {
  jobOfferId: text().primaryKey(),
  closedAt: timestamp({ withTimezone: true }).notNull(),
  /** 'expired' (past its valid-through date) or 'removed' (no longer published). */
  reason: text({ enum: ['expired', 'removed'] }).notNull(),
});

export type JobOfferClosure = typeof jobOfferClosure.$inferSelect;
