import {
  changedJobSearchDocumentsQuery,
  companiesJobSearchDocumentsQuery,
  companySearchDocumentsQuery,
  exchangeRatesQuery,
  jobSearchDocumentsByIdQuery,
  jobSearchDocumentsQuery,
  searchIndexChangesByIdQuery,
  searchIndexChangesQuery,
  searchIndexIdsQuery,
  searchSynonymsQuery,
} from '@/content/queries';
import type { PublishedIds, SearchCorpus, SearchCorpusChanges } from './in-process-engine';
import type { JobSource } from './job-search-document';

/** Runs one of the site's queries on published content (the site's fetch, or a local store). */
export type ReadContent = <Q extends keyof SanityQueries>(
  query: Q,
  params?: Record<string, unknown>,
) => Promise<SanityQueries[Q]>;

/** Everything the search index is built from. */
export async function readSearchCorpus(read: ReadContent): Promise<SearchCorpus> {
  const [jobs, companies, rates, synonyms] = await Promise.all([
    read(jobSearchDocumentsQuery),
    read(companySearchDocumentsQuery),
    read(exchangeRatesQuery),
    read(searchSynonymsQuery),
  ]);
  return { jobs, companies, rates, synonyms };
}

/** The exchange rates and synonyms, read whole with every change (two small documents). */
async function readSettings(read: ReadContent): Promise<Pick<SearchCorpus, 'rates' | 'synonyms'>> {
  const [rates, synonyms] = await Promise.all([read(exchangeRatesQuery), read(searchSynonymsQuery)]);
  return { rates, synonyms };
}

/*
 * Edits are read from a minute before the index last read the content: an edit the Content Lake
 * stamped by a clock a little behind this server's still comes in. Reading one again is harmless.
 */
const EDIT_OVERLAP_MS = 60_000;

/** What the search index needs to catch up with the edits made since it last read the content (at `readAt`, ms). */
export async function readSearchCorpusChanges(
  read: ReadContent,
  readAt: number,
): Promise<SearchCorpusChanges> {
  const since = new Date(readAt - EDIT_OVERLAP_MS).toISOString();
  const [{ companies, jobCount, companyCount }, { rates, synonyms }] = await Promise.all([
    read(searchIndexChangesQuery, { since }),
    readSettings(read),
  ]);
  const jobs = await read(changedJobSearchDocumentsQuery, {
    since,
    companyIds: companies.map((company) => company.id),
  });
  return { jobs, companies, removedIds: [], jobCount, companyCount, rates, synonyms };
}

/**
 * What the search index needs to catch up with changes to the given published documents (the ids
 * a change event named): reads only those, and the offers of changed companies. The ids no longer
 * published are taken out of the index.
 */
export async function readSearchCorpusChangesOf(
  read: ReadContent,
  ids: string[],
): Promise<SearchCorpusChanges> {
  const [{ companies, jobCount, companyCount }, edited, { rates, synonyms }] = await Promise.all([
    read(searchIndexChangesByIdQuery, { ids }),
    read(jobSearchDocumentsByIdQuery, { ids }),
    readSettings(read),
  ]);
  const ofCompanies = companies.length
    ? await read(companiesJobSearchDocumentsQuery, { companyIds: companies.map((company) => company.id) })
    : [];
  const jobs = new Map<string, JobSource>([...edited, ...ofCompanies].map((job) => [job.id, job]));
  return { jobs: [...jobs.values()], companies, removedIds: ids, jobCount, companyCount, rates, synonyms };
}

/** The ids of every published offer and company (read when some were taken down). */
export function readPublishedIds(read: ReadContent): Promise<PublishedIds> {
  return read(searchIndexIdsQuery);
}
