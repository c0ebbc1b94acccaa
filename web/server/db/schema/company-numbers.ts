import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { COUNTED_METRICS } from '@/contracts/numbers';

/**
 * A company's count of one metric on one day (in the site's time zone), per offer or, with
 * `jobOfferId` '', for the company itself. Events are added to these rows as they come; no event
 * is stored on its own.
 */
export const companyDailyCount = pgTable(
  'company_daily_count',
  {
    companyId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    jobOfferId: text().notNull().default(''),
    metric: text({ enum: COUNTED_METRICS }).notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.jobOfferId, table.metric] })],
);

/** Visits to a company's pages that came from another site, by that site's domain, per day. */
export const companyDailyReferrer = pgTable(
  'company_daily_referrer',
  {
    companyId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    domain: text().notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.domain] })],
);

/**
 * Today's random secret for the unique-visitor estimate, shared by every instance. It and the
 * day's visitor marks are deleted when the day is over, so no mark can be recomputed or matched.
 */
export const visitorSalt = pgTable('visitor_salt', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/** A keyed hash standing for one visitor of one company today; only its first sighting counts. */
export const visitorMark = pgTable(
  'visitor_mark',
  {
    day: date({ mode: 'string' }).notNull(),
    companyId: text().notNull(),
    hash: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.companyId, table.hash] })],
);
