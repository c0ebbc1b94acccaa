import type { JobOfferQueryResult } from '@/contracts/sanity.types';

/** A published job offer as the job detail shows it. */
export type JobOffer = NonNullable<JobOfferQueryResult>;
