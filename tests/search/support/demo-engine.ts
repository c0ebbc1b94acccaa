import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { DEMO_DATASET_WRITTEN_AT } from '@/content/demo-dataset-moment';
import { InProcessSearchEngine, type SearchCorpus } from '@/search/in-process-engine';
import { readSearchCorpus } from '@/search/search-corpus';
import type { JobSearchRequest } from '@/search/search-engine';

const contentDir = path.join(import.meta.dirname, '../../../content');

/** The demo dataset in a fresh local store, its dates moved to today as the site moves them. */
export async function openDemoStore(): Promise<LocalDataset> {
  return LocalDataset.open({
    sourceDir: contentDir,
    dataDir: await mkdtemp(path.join(os.tmpdir(), 'tribe-search-')),
    sourceWrittenAt: DEMO_DATASET_WRITTEN_AT,
  });
}

/** What the search index is built from, read from a store as the site reads it. */
export const demoCorpus = (store: LocalDataset) =>
  readSearchCorpus((query) => store.query(query, {}, 'published'));

export async function demoEngine(): Promise<{ engine: InProcessSearchEngine; corpus: SearchCorpus }> {
  const corpus = await demoCorpus(await openDemoStore());
  return { engine: new InProcessSearchEngine(corpus), corpus };
}

/** A request for every live offer, newest first, with the given changes. */
export const allJobs = (changes: Partial<JobSearchRequest> = {}): JobSearchRequest => ({
  search: {},
  sort: 'relevance',
  now: new Date().toISOString(),
  offset: 0,
  limit: 1000,
  ...changes,
});
