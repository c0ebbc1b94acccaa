import 'server-only';
import { fetchContent, fetchFreshContent } from '@/content/fetch';
import { searchRevisionQuery } from '@/content/queries';
import type { SearchRevisionQueryResult } from '@/contracts/sanity.types';
import { processRegistry } from '@/server/process-shared';
import { InProcessSearchEngine } from './in-process-engine';
import { searchRebuildRequestedAt } from './rebuild-request';
import { followContentChanges, takeSearchChanges } from './search-changes';
import {
  type ReadContent,
  readPublishedIds,
  readSearchCorpus,
  readSearchCorpusChanges,
  readSearchCorpusChangesOf,
} from './search-corpus';
import type { SearchEngine } from './search-engine';

interface BuiltEngine {
  revision: SearchRevisionQueryResult;
  /** When the revision was asked for (ms): the index holds every edit made before. */
  readAt: number;
  /** The rebuild request the index was built under (ms, see `rebuild-request.ts`). */
  rebuildRequestedAt: number;
  engine: Promise<InProcessSearchEngine>;
}

// The route bundles of the server process share one index: the one of the newest revision.
const built = processRegistry<BuiltEngine>('searchEngine');
const CURRENT = 'current';

// What the index is built and updated from is read past the cache (see fetchFreshContent); the
// revision, asked on every search, stays a cached read.
const readPublished: ReadContent = (query, params) => fetchFreshContent({ query, params });

async function buildEngine(): Promise<InProcessSearchEngine> {
  await followContentChanges();
  takeSearchChanges();
  return new InProcessSearchEngine(await readSearchCorpus(readPublished));
}

/**
 * The previous index with the changes since it read the content applied (and the offers taken
 * down removed): the documents the change events named when this process sees every change,
 * otherwise those edited since; built anew when a technology was deleted.
 */
async function updateEngine(previous: BuiltEngine, revision: SearchRevisionQueryResult) {
  const engine = await previous.engine;
  if (revision.technologies < previous.revision.technologies) return buildEngine();
  const changedIds = takeSearchChanges();
  const changes = changedIds
    ? await readSearchCorpusChangesOf(readPublished, changedIds)
    : await readSearchCorpusChanges(readPublished, previous.readAt);
  if (!engine.update(changes)) engine.keepOnly(await readPublishedIds(readPublished));
  return engine;
}

/**
 * The search engine over the published content as it stands. The revision is a cached content
 * read, expired with every other one when content changes (the Sanity webhook online, the local
 * dataset's change events offline): the first search after a publish applies the changes to the
 * index, on every instance. `pnpm search:rebuild` makes the next search build it anew.
 */
export async function searchEngine(): Promise<SearchEngine> {
  const readAt = Date.now();
  const [revision, rebuildRequestedAt] = await Promise.all([
    fetchContent({ query: searchRevisionQuery }),
    searchRebuildRequestedAt(),
  ]);
  const current = built.get(CURRENT);
  const kept = current?.rebuildRequestedAt === rebuildRequestedAt ? current : undefined;
  if (kept && JSON.stringify(kept.revision) === JSON.stringify(revision)) return kept.engine;
  const engine = kept ? updateEngine(kept, revision) : buildEngine();
  built.set(CURRENT, { revision, readAt, rebuildRequestedAt, engine });
  engine.catch(() => {
    if (built.get(CURRENT)?.engine === engine) built.delete(CURRENT);
  });
  return engine;
}
