import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMPANY_SIGNUP_STATES } from '@/contracts/company-signup';
import { user } from './auth';

export const companySignupState = pgEnum('company_signup_state', COMPANY_SIGNUP_STATES);

/**
 * A company signing itself up: the signed-in contact person and the company they name. It waits
 * for its confirmation mail (`unconfirmed`), then for an editor (`pending`, when a draft company
 * document `companyId` exists in the content lake and the person is its pending owner), and ends
 * `approved` (the person is then the company's owner) or `declined` with a reason. It goes with
 * the person's account.
 */
export const companySignup = pgTable(
  'company_signup',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The content document's id the company gets (a draft until approved). */
    companyId: text().notNull(),
    companyName: text().notNull(),
    /** The Czech company number (IČO), eight digits. */
    ico: text().notNull(),
    contactName: text().notNull(),
    /** The account's sign-in address, confirmed by the link mailed to it. */
    email: text().notNull(),
    /** A free-mail domain (seznam.cz, gmail.com…): allowed, but the editor is told. */
    freeMail: boolean().notNull(),
    locale: text({ enum: ['cs', 'en'] }).notNull(),
    state: companySignupState().notNull().default('unconfirmed'),
    declineReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The deciding editor's sign-in address. */
    decidedBy: text(),
  },
  (table) => [
    index('company_signup_user_id_idx').on(table.userId),
    uniqueIndex('company_signup_company_id_idx').on(table.companyId),
    // One live sign-up per company number: a declined one leaves it free again.
    uniqueIndex('company_signup_ico_live_idx')
      .on(table.ico)
      .where(sql`${table.state} in ('pending', 'approved')`),
  ],
);

export type CompanySignup = typeof companySignup.$inferSelect;
