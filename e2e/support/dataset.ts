import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNdjson, withDatesMovedTo } from '@tribe/local-dataset';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';

/** A document of the demo dataset the site under test serves (content/dataset.ndjson, its dates moved to today). */
export type DemoDocument = Record<string, unknown> & { _id: string; _type: string };

let cached: DemoDocument[] | null = null;

export function demoDocuments(): DemoDocument[] {
  const file = path.join(import.meta.dirname, '../../content/dataset.ndjson');
  cached ??= withDatesMovedTo(
    parseNdjson(readFileSync(file, 'utf8'), file),
    DEMO_DATASET_WRITTEN_AT,
    new Date(),
  )
    .map((doc) => doc as DemoDocument)
    .filter((doc) => !doc._id.startsWith('drafts.'));
  return cached;
}

export interface DemoJob {
  _id: string;
  title: { cs: string; en: string };
  slug: { cs: { current: string }; en: { current: string } };
  company: { _ref: string };
  salaryFrom?: number;
  salaryTo?: number;
  currency?: string;
  city: string;
  validThrough?: string;
  benefits?: { cs: string; en: string }[];
  sections?: { heading?: { cs: string; en: string } }[];
}

export const demoJobs = () =>
  demoDocuments().filter((doc) => doc._type === 'jobOffer') as unknown as DemoJob[];

/** Not past its valid-through date: listed, with JobPosting markup. */
export const isLive = (job: DemoJob) => !job.validThrough || job.validThrough > new Date().toISOString();

export function companySlugOf(companyId: string): string {
  const company = demoDocuments().find((doc) => doc._id === companyId) as
    | { slug?: { current: string } }
    | undefined;
  if (!company?.slug) throw new Error(`No company ${companyId} in the demo dataset`);
  return company.slug.current;
}

/** A job offer's detail page in one language. */
export function jobDetailPath(job: DemoJob, locale: 'cs' | 'en'): string {
  const company = companySlugOf(job.company._ref);
  return locale === 'cs'
    ? `/cs/spolecnost/${company}/prace/${job.slug.cs.current}/${job._id}`
    : `/en/company/${company}/jobs/${job.slug.en.current}/${job._id}`;
}
