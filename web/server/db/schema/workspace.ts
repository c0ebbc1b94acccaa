import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_ROLES, NOTICE_FREQUENCIES, TEMPLATE_LOCALES } from '@/contracts/workspace';
import { jobApplication } from './applications';
import { user } from './auth';

export const memberRole = pgEnum('member_role', MEMBER_ROLES);

/**
 * An account that works for a company (a content document, by its id) in the recruiters'
 * workspace. An account belongs to at most one company.
 */
export const companyMember = pgTable(
  'company_member',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: memberRole().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_member_user_id_idx').on(table.userId),
    index('company_member_company_id_idx').on(table.companyId),
  ],
);

/**
 * An invitation to join a company, by e-mail address (lower-cased). Its link is signed and lasts
 * until `expiresAt`; accepting sets `acceptedAt` in the same statement that checks it was unset,
 * so a link works once.
 */
export const companyInvitation = pgTable(
  'company_invitation',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text().notNull(),
    email: text().notNull(),
    role: memberRole().notNull(),
    /** Who invited: a member's user id, or `cli` for an editor's command. */
    invitedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** Set when an owner withdrew it before it was used. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('company_invitation_company_id_idx').on(table.companyId)],
);

/** A member's note about an application: only the company's members read it. */
export const applicationNote = pgTable(
  'application_note',
  {
    id: serial().primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    /** The member who wrote it; the note stays when they leave. */
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_note_application_id_idx').on(table.applicationId)],
);

/** A company's reusable status message, in one language. */
export const messageTemplate = pgTable(
  'message_template',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: text().notNull(),
    locale: text({ enum: TEMPLATE_LOCALES }).notNull(),
    name: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('message_template_company_id_idx').on(table.companyId),
    uniqueIndex('message_template_name_idx').on(table.companyId, table.locale, sql`lower(${table.name})`),
  ],
);

/**
 * The members' rating (1–5, or none) and tags of one application: only the company's members see
 * them, the candidate reads them in their data export. They go with the application.
 */
export const applicationAssessment = pgTable(
  'application_assessment',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => jobApplication.id, { onDelete: 'cascade' }),
    /** The application's company, copied, so the company's tags are read without a join. */
    companyId: text().notNull(),
    rating: smallint(),
    /** Lower-cased, each once. */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_assessment_company_id_idx').on(table.companyId),
    check('application_assessment_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

export type CompanyMember = typeof companyMember.$inferSelect;
export type CompanyInvitation = typeof companyInvitation.$inferSelect;
export type ApplicationNote = typeof applicationNote.$inferSelect;
export type MessageTemplate = typeof messageTemplate.$inferSelect;
export type ApplicationAssessment = typeof applicationAssessment.$inferSelect;

export const noticeFrequency = pgEnum('notice_frequency', NOTICE_FREQUENCIES);

/**
 * How one member hears about new applications and withdrawals; without a row, each at once in
 * the company's language. It goes with the membership.
 */
export const memberNoticeSettings = pgTable('member_notice_settings', {
  memberId: uuid()
    .primaryKey()
    .references(() => companyMember.id, { onDelete: 'cascade' }),
  frequency: noticeFrequency().notNull(),
  locale: text({ enum: TEMPLATE_LOCALES }).notNull(),
  /** The daily digest has told of everything before this moment. */
  digestedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MemberNoticeSettings = typeof memberNoticeSettings.$inferSelect;
