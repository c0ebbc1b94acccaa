import type { JobSearchDocumentsQueryResult } from '@/contracts/sanity.types';
import { type JobFacetName, offerChoiceLabels, offerFacetValues } from './job-search-index';
import { type ExchangeRates, type StatedSalary, topSalaryInCzk } from './salary-in-czk';
import type { SearchableFields } from './text-index';

export type JobSource = JobSearchDocumentsQueryResult[number];

/**
 * How much a match in each field counts: the offer's own title and skills first, its labels and
 * place, then its text; its company's name and whole tech stack say little of the offer itself.
 */
export const JOB_FIELD_WEIGHTS = {
  title: 10,
  tech: 8,
  labels: 3,
  city: 3,
  benefits: 1.5,
  description: 1,
  company: 1.5,
  companyTech: 0.4,
} as const;

export type JobField = keyof typeof JOB_FIELD_WEIGHTS;

/** What the search filters, counts and sorts a job offer by. */
export interface JobSearchDocument {
  id: string;
  companyId: string;
  /** The offer's value of each filter counted per value. */
  facets: Record<JobFacetName, string>;
  statedSalary: StatedSalary;
  salaryCzk: number | null;
  publishedAt: string;
  validThrough: string | null;
}

const both = (text: { cs?: string; en?: string } | null | undefined) => [text?.cs ?? '', text?.en ?? ''];

/** The offer's text by field, in both languages, as the text index takes it. */
export function jobSearchableFields(job: JobSource): SearchableFields<JobField> {
  return {
    id: job.id,
    title: both(job.title),
    tech: job.tech ?? [],
    company: job.companyName,
    city: job.city,
    labels: offerChoiceLabels(job),
    benefits: (job.benefits ?? []).flatMap(both),
    description: [...(job.headings ?? []).flatMap(both), job.bodyCs, job.bodyEn],
    companyTech: job.companyTech ?? [],
  };
}

export function jobSearchDocument(job: JobSource, rates: ExchangeRates): JobSearchDocument {
  const statedSalary = { salaryFrom: job.salaryFrom, salaryTo: job.salaryTo, currency: job.currency };
  return {
    id: job.id,
    companyId: job.companyId,
    facets: offerFacetValues(job),
    statedSalary,
    salaryCzk: topSalaryInCzk(statedSalary, rates),
    publishedAt: job.publishedAt,
    validThrough: job.validThrough,
  };
}
