import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hear, lastHeard } from './in-process.mjs';

async function modifiedAt(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
}

/**
 * The cache handler asks before every lookup, several times per page and for every page under
 * way: the readers that ask while a look at the stamp is under way share it, one `stat` in the
 * thread pool instead of one each.
 */
const looksUnderWay = new Map();

function sharedModifiedAt(file) {
  let look = looksUnderWay.get(file);
  if (!look) {
    look = modifiedAt(file).finally(() => looksUnderWay.delete(file));
    looksUnderWay.set(file, look);
  }
  return look;
}

/**
 * Signals through one stamp file per channel in `folder`, its modification time the newest
 * signal: every process on the same data folder reaches the others (as `pnpm search:rebuild`
 * reaches the running site), and a reader looks at the stamp (a stat, no read) each time it asks.
 */
export function fileStampChannels(folder) {
  const stampOf = (name) => path.join(folder, name);
  return {
    async publish(name) {
      // The stamp carries the time this process heard, so that it reads its own signal back as one.
      const at = new Date(hear(name));
      try {
        await utimes(stampOf(name), at, at);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
        // Made under another name and renamed into place: a reader never sees the new file's own
        // time (later than the signal's, by a fraction of a millisecond or more) as the signal.
        await mkdir(folder, { recursive: true });
        const fresh = `${stampOf(name)}.${randomUUID()}`;
        await writeFile(fresh, '');
        await utimes(fresh, at, at);
        await rename(fresh, stampOf(name));
      }
    },
    async lastSignal(name) {
      return Math.max(lastHeard(name), await sharedModifiedAt(stampOf(name)));
    },
    async close() {},
  };
}
