import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNdjson, withDatesMovedTo } from '@tribe/local-dataset';
import { DEMO_DATASET_WRITTEN_AT } from '@/content/demo-dataset-moment';

interface Doc {
  _id: string;
  _type: string;
  validThrough?: string;
  company?: { _ref: string };
  title?: { cs: string; en: string };
  slug?: { cs?: { current: string }; en?: { current: string } };
}

const file = path.join(import.meta.dirname, '../../../content/dataset.ndjson');
// Dated as the site serves them: moved to today.
const documents = withDatesMovedTo(
  parseNdjson(readFileSync(file, 'utf8'), file),
  DEMO_DATASET_WRITTEN_AT,
  new Date(),
)
  .map((doc) => doc as Doc)
  .filter((doc) => !doc._id.startsWith('drafts.'));

const jobs = documents.filter((doc) => doc._type === 'jobOffer');
const now = new Date().toISOString();

/** Published demo offers still taking applications, and ones past their valid-through date. */
export const liveJobs = jobs.filter((job) => !job.validThrough || job.validThrough > now);
export const closedJobs = jobs.filter((job) => job.validThrough && job.validThrough <= now);
export const companyOf = (job: Doc) =>
  documents.find((doc) => doc._id === job.company?._ref) as Doc & {
    name: string;
    slug: { current: string };
    recruitingEmail?: string;
    responseDays?: number;
  };
