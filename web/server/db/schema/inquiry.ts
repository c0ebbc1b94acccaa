import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A B2B 'Get a free quote' inquiry, kept as sent (the message sanitised) and e-mailed to sales. */
export const b2bInquiry = pgTable(
  'b2b_inquiry',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyName: text().notNull(),
    fullName: text().notNull(),
    /** Lower-cased, so an account's data export finds it. */
    email: text().notNull(),
    phone: text().notNull(),
    jobPosition: text(),
    /** Sanitised HTML from the rich-text editor. */
    message: text().notNull(),
    /** The language the form was filled in. */
    locale: text().notNull(),
    /** The consent wording the person agreed to, exactly as shown. */
    consentText: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** Where the inquiry was e-mailed; null when no sales address was configured. */
    emailedTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('b2b_inquiry_email_idx').on(table.email)],
);

export type B2BInquiry = typeof b2bInquiry.$inferSelect;
