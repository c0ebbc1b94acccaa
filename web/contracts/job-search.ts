/**
 * The one shape of a job search: what the job list's URL carries, the search form sends, a job
 * alert stores, the digests match and the search index is asked. A new filter is a field here.
 */

import {
  drivingLicences,
  employmentTypes,
  seniorities,
  workingModes,
  workloads,
} from '@tribe/schemas/job-enums';
import { z } from 'zod';
import { MAX_MIN_SALARY, MAX_TEXT_LENGTH } from '@/contracts/job-search-bounds';
import { jobSorts } from '@/contracts/job-sort';

export { MAX_MIN_SALARY, MAX_TEXT_LENGTH };

const MAX_NAME_LENGTH = 200;

/** The filters that take one of a fixed list of values; each is a select with counts in the form. */
export const jobSearchChoices = {
  seniority: seniorities,
  workload: workloads,
  workingMode: workingModes,
  employmentType: employmentTypes,
  drivingLicence: drivingLicences,
} as const;

/** The offer's fields the choices filter by, as the search index's queries project them. */
export const JOB_INDEX_FILTER_FIELDS = `seniority, workload, workingMode, employmentType, drivingLicence`;

export type JobSearchChoice = keyof typeof jobSearchChoices;
export type JobSearchChoiceValue<K extends JobSearchChoice> = (typeof jobSearchChoices)[K][number];
export const jobSearchChoiceNames = Object.keys(jobSearchChoices) as JobSearchChoice[];

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional();

const choiceFields = Object.fromEntries(
  jobSearchChoiceNames.map((name) => [name, optionalChoice(jobSearchChoices[name])]),
) as unknown as { [K in JobSearchChoice]: ReturnType<typeof optionalChoice<(typeof jobSearchChoices)[K]>> };

/** Every field of a search is optional: an empty search lists every live offer. The key order is the URLs'. */
export const jobSearchSchema = z.strictObject({
  q: optionalText(MAX_TEXT_LENGTH),
  city: optionalText(MAX_NAME_LENGTH),
  /** The company's slug. */
  company: optionalText(MAX_NAME_LENGTH),
  ...choiceFields,
  /** Only offers that state a salary. */
  salary: z.literal(true).optional(),
  /** In CZK a month, met by the upper bound (or the lower bound without one) after conversion. */
  minSalary: z.number().int().min(1).max(MAX_MIN_SALARY).optional(),
  sort: z.enum(jobSorts).optional(),
});

export type JobSearch = z.output<typeof jobSearchSchema>;
export type JobSearchField = keyof JobSearch;
export const jobSearchFields = Object.keys(jobSearchSchema.shape) as JobSearchField[];
