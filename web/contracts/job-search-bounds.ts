/**
 * A job search's bounds, apart from its schema (`job-search.ts`), so the search form's browser
 * code reads them without loading zod.
 */
export const MAX_TEXT_LENGTH = 100;
export const MAX_MIN_SALARY = 10_000_000;
