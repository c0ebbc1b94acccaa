import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NEWSLETTER_AUDIENCES } from '@/contracts/newsletter';

export const newsletterAudience = pgEnum('newsletter_audience', NEWSLETTER_AUDIENCES);

/**
 * One address on one newsletter. It waits for the e-mailed confirmation (`confirmedAt` null)
 * and is deleted when the person unsubscribes.
 */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased, so the same address is one subscription. */
    email: text().notNull(),
    audience: newsletterAudience().notNull(),
    /** The language of every message to this address. */
    locale: text().notNull(),
    /** The consent wording the person agreed to, exactly as shown. */
    consentText: text().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull(),
    /** The secret the confirmation link carries; cleared once used. */
    confirmNonce: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves lookups by address alone (the account's export and deletion).
  (table) => [uniqueIndex('newsletter_subscription_email_audience_idx').on(table.email, table.audience)],
);

export type NewsletterSubscription = typeof newsletterSubscription.$inferSelect;
