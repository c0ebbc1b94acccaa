import type { JobOfferQueryResult } from '@/content/sanity.types';

/** A published job offer as the job detail shows it. */
export type JobOffer = NonNullable<JobOfferQueryResult>;
