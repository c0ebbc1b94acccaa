import type { Locale } from '@tribe/routes';
import { locales } from '@tribe/routes';
import type { JobSearchDocumentsQueryResult } from '@/content/sanity.types';
import { messagesFor } from '@/i18n/messages';
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
  companySlug: string;
  city: string;
  seniority: JobSource['seniority'];
  workload: JobSource['workload'];
  workingMode: JobSource['workingMode'];
  employmentType: JobSource['employmentType'];
  statedSalary: StatedSalary;
  salaryCzk: number | null;
  publishedAt: string;
  validThrough: string | null;
}

const both = (text: { cs?: string; en?: string } | null | undefined) => [text?.cs ?? '', text?.en ?? ''];

const enumsByLocale = locales.map((locale: Locale) => messagesFor(locale).Enums);

function enumLabels(job: JobSource): string[] {
  return enumsByLocale.flatMap((Enums) => [
    Enums.seniority[job.seniority],
    Enums.workload[job.workload],
    Enums.workingMode[job.workingMode],
    Enums.employmentType[job.employmentType],
  ]);
}

/** The offer's text by field, in both languages, as the text index takes it. */
export function jobSearchableFields(job: JobSource): SearchableFields<JobField> {
  return {
    id: job.id,
    title: both(job.title),
    tech: job.tech ?? [],
    company: job.companyName,
    city: job.city,
    labels: enumLabels(job),
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
    companySlug: job.companySlug,
    city: job.city,
    seniority: job.seniority,
    workload: job.workload,
    workingMode: job.workingMode,
    employmentType: job.employmentType,
    statedSalary,
    salaryCzk: topSalaryInCzk(statedSalary, rates),
    publishedAt: job.publishedAt,
    validThrough: job.validThrough,
  };
}
