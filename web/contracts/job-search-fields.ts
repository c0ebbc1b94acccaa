/**
 * A job search's fields in its URLs' order and its bounds, apart from its schema
 * (`job-search.ts`), so the search form's browser code reads them without loading zod.
 */
export const JOB_SEARCH_FIELDS = [
  'q',
  'city',
  'company',
  'seniority',
  'workload',
  'workingMode',
  'employmentType',
  'drivingLicence',
  'salary',
  'minSalary',
  'sort',
] as const;

export const MAX_TEXT_LENGTH = 100;
export const MAX_MIN_SALARY = 10_000_000;
