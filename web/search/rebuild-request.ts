import 'server-only';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/repo-root';

/*
 * Every server instance keeps its own search index. `pnpm search:rebuild` reaches them all through
 * the data directory they share: it stamps this file, and each instance looks at the file's time
 * (a stat, no read) before a search and builds its index anew when the stamp differs from the one
 * its index was built under. See docs/content.md, 'Search index'.
 */
const requestFile = () => path.join(dataDir(), 'search', 'rebuild-requested');

/** Asks every instance to build its search index anew before its next search. */
export async function requestSearchRebuild(): Promise<void> {
  const file = requestFile();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${new Date().toISOString()}\n`);
}

/** When a rebuild was last asked for (ms), 0 when never. */
export async function searchRebuildRequestedAt(): Promise<number> {
  try {
    return (await stat(requestFile())).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}
