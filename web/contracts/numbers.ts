import { z } from 'zod';
import { contentId } from './follows';

/** What a visitor's browser reports: page views and the start of an application. */
export const PAGE_EVENT_TYPES = ['profile_view', 'offer_view', 'application_start'] as const;
export type PageEventType = (typeof PAGE_EVENT_TYPES)[number];

/** What the server counts where it happens, never taken from a browser. */
export const SERVER_EVENT_TYPES = ['application', 'follow', 'unfollow'] as const;

/** Every daily count kept per company (and per offer): events and the estimate of unique visitors. */
export const COUNTED_METRICS = [...PAGE_EVENT_TYPES, ...SERVER_EVENT_TYPES, 'visitor'] as const;
export type CountedMetric = (typeof COUNTED_METRICS)[number];

/** At most this many events travel in one beacon (web/lib/events/page-events.ts sends as many). */
export const PAGE_EVENT_BATCH = 20;

const referrer = z.string().max(2048).optional();

/** One event; a profile names its company, the rest name the offer (the server finds its company). */
export const pageEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('profile_view'), company: contentId, referrer }),
  z.strictObject({ type: z.enum(['offer_view', 'application_start']), offer: contentId, referrer }),
]);
export type PageEvent = z.infer<typeof pageEventSchema>;

/** Body of POST /api/events (sent with `navigator.sendBeacon`). */
export const pageEventBatchSchema = z.strictObject({
  events: z.array(pageEventSchema).min(1).max(PAGE_EVENT_BATCH),
});

/** How many days the dashboard's trends look back. */
export const NUMBERS_DAYS = 90;

/** One day of the company's counts, days as `YYYY-MM-DD` in the site's time zone. */
export type DailyNumbers = { day: string } & Record<CountedMetric, number>;

export interface OfferFunnel {
  jobOfferId: string;
  title: string;
  views: number;
  starts: number;
  applications: number;
}

export interface ReferrerSource {
  domain: string;
  visits: number;
}

/** Applications sent in one week (its Monday), by how the company answered against its promise. */
export interface ResponseWeek {
  week: string;
  onTime: number;
  late: number;
  overdue: number;
  waiting: number;
}

/** GET /api/workspace/numbers: the dashboard's charts over the last NUMBERS_DAYS days. */
export interface WorkspaceNumbers {
  days: DailyNumbers[];
  funnel: OfferFunnel[];
  sources: ReferrerSource[];
  responses: ResponseWeek[];
}
