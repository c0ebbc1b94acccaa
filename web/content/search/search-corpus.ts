import {
  changedJobSearchDocumentsQuery,
  companySearchDocumentsQuery,
  exchangeRatesQuery,
  jobSearchDocumentsQuery,
  searchIndexChangesQuery,
  searchIndexIdsQuery,
  searchSynonymsQuery,
} from '../queries';
import type { PublishedIds, SearchCorpus, SearchCorpusChanges } from './in-process-engine';

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
  const [{ companies, jobCount, companyCount }, rates, synonyms] = await Promise.all([
    read(searchIndexChangesQuery, { since }),
    read(exchangeRatesQuery),
    read(searchSynonymsQuery),
  ]);
  const jobs = await read(changedJobSearchDocumentsQuery, {
    since,
    companyIds: companies.map((company) => company.id),
  });
  return { jobs, companies, jobCount, companyCount, rates, synonyms };
}

/** The ids of every published offer and company (read when some were taken down). */
export function readPublishedIds(read: ReadContent): Promise<PublishedIds> {
  return read(searchIndexIdsQuery);
}
