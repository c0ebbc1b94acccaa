import 'server-only';
import { siteChannels } from '@/config/site-channels.mjs';
import { dataDir } from '@/lib/repo-root';

/*
 * Every server instance keeps its own search index. `pnpm search:rebuild` reaches them all on the
 * `search-rebuild` channel (docs/architecture.md, 'Channels'): each instance asks for the newest
 * signal before a search and builds its index anew when it differs from the one its index was
 * built under. See docs/content.md, 'Search index'.
 */
const SEARCH_REBUILD = 'search-rebuild';

/** Asks every instance to build its search index anew before its next search. */
export const requestSearchRebuild = (): Promise<void> => siteChannels(dataDir()).publish(SEARCH_REBUILD);

/** When a rebuild was last asked for (ms), 0 when not since this process began listening. */
export const searchRebuildRequestedAt = (): Promise<number> =>
  siteChannels(dataDir()).lastSignal(SEARCH_REBUILD);
