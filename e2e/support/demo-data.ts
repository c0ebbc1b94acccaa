import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNdjson, withDatesMovedTo } from '@tribe/local-dataset';
import { DEMO_DATASET_WRITTEN_AT } from '../../web/content/demo-dataset-moment';

interface DemoCompany {
  _id: string;
  name: string;
  locations?: string[];
  industries?: { cs?: string; en?: string }[];
  valueTags?: string[];
}

interface DemoJobOffer {
  _id: string;
  company?: { _ref: string };
  validThrough?: string;
}

const file = path.join(import.meta.dirname, '../../content/dataset.ndjson');
// Dated as the site serves them: moved to today.
const documents = withDatesMovedTo(
  parseNdjson(readFileSync(file, 'utf8'), file),
  DEMO_DATASET_WRITTEN_AT,
  new Date(),
).filter((document) => !document._id.startsWith('drafts.'));

/** The published companies of the demo dataset the site serves. */
export const demoCompanies = documents.filter((doc) => doc._type === 'company') as unknown as DemoCompany[];

/** How many of a company's job offers are live (no validThrough, or one still ahead). */
export function liveOfferCount(companyId: string, now = new Date()): number {
  return (documents as unknown as (DemoJobOffer & { _type: string })[]).filter(
    (doc) =>
      doc._type === 'jobOffer' &&
      doc.company?._ref === companyId &&
      (!doc.validThrough || new Date(doc.validThrough) > now),
  ).length;
}

export function companiesIn(city: string): DemoCompany[] {
  return demoCompanies.filter((company) => company.locations?.includes(city));
}

export function companiesInIndustry(english: string): DemoCompany[] {
  return demoCompanies.filter((company) => company.industries?.some((industry) => industry.en === english));
}

/** The count label the company list shows, e.g. '3 companies' or '3 společnosti'. */
export function companyCountLabel(count: number, locale: 'cs' | 'en'): string {
  if (locale === 'en') return count === 1 ? '1 company' : `${count} companies`;
  if (count === 1) return '1 společnost';
  return count >= 2 && count <= 4 ? `${count} společnosti` : `${count} společností`;
}

/** The open-positions label of a company card, e.g. '6 open positions' or '6 volných pozic'. */
export function openPositionsLabel(count: number, locale: 'cs' | 'en'): string {
  if (locale === 'en') {
    if (count === 0) return 'no open positions';
    return count === 1 ? '1 open position' : `${count} open positions`;
  }
  if (count === 0) return 'žádná volná pozice';
  if (count === 1) return '1 volná pozice';
  return count >= 2 && count <= 4 ? `${count} volné pozice` : `${count} volných pozic`;
}
