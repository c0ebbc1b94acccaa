import type { JobCardsQueryResult } from '@/contracts/sanity.types';

/** One job offer as the `jobCard` projection of `queries.ts` gives it (lists, home page, API). */
export type JobCardItem = JobCardsQueryResult[number];
