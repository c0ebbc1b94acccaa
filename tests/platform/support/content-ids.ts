import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Document {
  _id: string;
  _type: string;
}

const documents: Document[] = readFileSync(
  path.join(import.meta.dirname, '../../../content/dataset.ndjson'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const published = (type: string) =>
  documents.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.')).map((doc) => doc._id);

/** Ids of published demo content to follow. */
export const jobOfferIds = published('jobOffer');
export const companyIds = published('company');
