import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REVIEW_ACTIONS, REVIEW_STATES, REVIEWED_TYPES } from '@/contracts/document-review';
import { user } from './auth';

export const reviewState = pgEnum('review_state', REVIEW_STATES);
export const reviewAction = pgEnum('review_action', REVIEW_ACTIONS);

/**
 * Where a company's document (its profile or a job offer, by the published id) stands in review
 * since a member last submitted it. A draft never submitted has no row; the workspace reads it
 * as a draft, as it does a document edited again after being published.
 */
export const documentReview = pgTable(
  'document_review',
  {
    documentId: text().primaryKey(),
    companyId: text().notNull(),
    documentType: text({ enum: REVIEWED_TYPES }).notNull(),
    state: reviewState().notNull(),
    submittedBy: text().references(() => user.id, { onDelete: 'set null' }),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    /** The editor's comment when they sent the draft back. */
    comment: text(),
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('document_review_company_id_idx').on(table.companyId),
    index('document_review_state_idx').on(table.state),
  ],
);

/** Every submission, sending back and publish of a company's document, with who did it. */
export const documentReviewEvent = pgTable(
  'document_review_event',
  {
    id: serial().primaryKey(),
    documentId: text().notNull(),
    companyId: text().notNull(),
    action: reviewAction().notNull(),
    /** The member who submitted, or the editor (or trusted member) who decided. */
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_review_event_document_id_idx').on(table.documentId),
    index('document_review_event_actor_id_idx').on(table.actorId),
  ],
);

/** A company an editor trusts: its members publish their job offers without review. */
export const trustedCompany = pgTable('trusted_company', {
  companyId: text().primaryKey(),
  markedBy: text().references(() => user.id, { onDelete: 'set null' }),
  markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type DocumentReview = typeof documentReview.$inferSelect;
