// When the content last changed, kept as the modification time of one file under DATA_DIR: the
// dataset's change listener writes it (in the server, outside any request, or in another process)
// and the cache handler, which Next.js loads outside the app's bundles, reads it. Plain ESM for
// that reason.
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every cached read of published content, and so every cached page built from one, carries this tag. */
export const CONTENT_TAG = 'content';

const markerIn = (dataDir) => path.join(dataDir, 'cache', 'content-changed-at');

/** Records that the content changed now. */
export function recordContentChange(dataDir) {
  const marker = markerIn(dataDir);
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, '');
  // Set to the millisecond: the file system's own clock may lag Date.now() by a few.
  const now = new Date();
  utimesSync(marker, now, now);
}

/** When the content last changed, in milliseconds since the epoch; 0 when it never has. */
export function lastContentChange(dataDir) {
  return statSync(markerIn(dataDir), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
