/** The job alerts API's contract: the bodies shared by the forms and the server, and the answers. */

import { locales } from '@tribe/routes';
import { z } from 'zod';
import type { JobCardsQueryResult } from '@/contracts/sanity.types';
import { type JobSearch, jobSearchSchema } from './job-search';
import { emailAddress, honeypot, requiredConsent } from './newsletter';

/** How often an alert's digest goes out: every 15 minutes, once a day or once a week. */
export const JOB_ALERT_FREQUENCIES = ['quarter_hour', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERT_NAME_MAX_LENGTH = 100;
/** One person keeps at most this many alerts. */
export const JOB_ALERTS_PER_USER = 20;

const alertName = z.string().trim().min(1).max(JOB_ALERT_NAME_MAX_LENGTH);

/** POST /api/user/job-alerts. */
export const jobAlertCreateSchema = z.strictObject({
  name: alertName,
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  filters: jobSearchSchema,
  /** The language of the digests. */
  language: z.enum(locales),
});

export type JobAlertCreateInput = z.output<typeof jobAlertCreateSchema>;

/** PATCH /api/user/job-alerts/{id}: any of the fields. */
export const jobAlertUpdateSchema = z
  .strictObject({
    name: alertName.optional(),
    frequency: z.enum(JOB_ALERT_FREQUENCIES).optional(),
    paused: z.boolean().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, {
    message: 'Send at least one of name, frequency or paused to change.',
  });

export type JobAlertUpdateInput = z.output<typeof jobAlertUpdateSchema>;

/** POST /api/job-alerts/subscribe: a visitor's alert, kept once the e-mailed link confirms it. */
export const jobAlertSubscribeSchema = jobAlertCreateSchema.extend({
  email: emailAddress,
  consent: requiredConsent,
  website: honeypot,
});

export type JobAlertSubscribeInput = z.output<typeof jobAlertSubscribeSchema>;

/** One alert as GET /api/user/job-alerts lists it. */
export interface JobAlertItem {
  id: string;
  name: string;
  frequency: JobAlertFrequency;
  filters: JobSearch;
  /** The name of the company the search is limited to (`filters.company`), while it is published. */
  companyName: string | null;
  paused: boolean;
  /** Offers matching it published since the user last opened its list. */
  newOffers: number;
  createdAt: string;
}

/** GET /api/user/job-alerts/{id}/offers: the live offers the alert's search finds, newest first. */
export interface JobAlertOffers {
  alert: JobAlertItem;
  offers: JobCardsQueryResult;
  /** The offers published since the user's previous visit to this list ('New'). */
  newIds: string[];
  total: number;
}
