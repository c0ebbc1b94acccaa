import {
  companySearchDocumentsQuery,
  exchangeRatesQuery,
  jobSearchDocumentsQuery,
  searchSynonymsQuery,
} from '../queries';
import type { SearchCorpus } from './in-process-engine';

/** Runs one of the site's queries on published content (the site's fetch, or a local store). */
export type ReadContent = <Q extends keyof SanityQueries>(query: Q) => Promise<SanityQueries[Q]>;

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
