import 'server-only';
import { processRegistry } from '@/platform/process-shared';
import { fetchContent } from '../fetch';
import { searchRevisionQuery } from '../queries';
import { InProcessSearchEngine } from './in-process-engine';
import { readSearchCorpus } from './search-corpus';
import type { SearchEngine } from './search-engine';

interface BuiltEngine {
  revision: string;
  engine: Promise<SearchEngine>;
}

// The route bundles of the server process share one index: the one of the newest revision.
const built = processRegistry<BuiltEngine>('searchEngine');
const CURRENT = 'current';

async function buildEngine(): Promise<SearchEngine> {
  return new InProcessSearchEngine(await readSearchCorpus((query) => fetchContent({ query })));
}

/**
 * The search engine over the published content as it stands. The revision is a cached content
 * read, expired with every other one when content changes (the Sanity webhook online, the local
 * dataset's change events offline), so the first search after a publish rebuilds the index, on
 * every instance.
 */
export async function searchEngine(): Promise<SearchEngine> {
  const revision = JSON.stringify(await fetchContent({ query: searchRevisionQuery }));
  const current = built.get(CURRENT);
  if (current?.revision === revision) return current.engine;
  const engine = buildEngine();
  built.set(CURRENT, { revision, engine });
  engine.catch(() => {
    if (built.get(CURRENT)?.engine === engine) built.delete(CURRENT);
  });
  return engine;
}
