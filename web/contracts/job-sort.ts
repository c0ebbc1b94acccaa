export const jobSorts = ['relevance', 'newest', 'salary'] as const;

/** relevance: the best text match first (newest first without text); salary: the highest in CZK first. */
export type JobSort = (typeof jobSorts)[number];

/** The order a search has when none is chosen, left out of its URL. */
export const DEFAULT_JOB_SORT: JobSort = 'relevance';
