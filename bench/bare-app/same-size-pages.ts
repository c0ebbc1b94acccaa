import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file, in this app's folder, listing the raw HTML sizes (bytes) the `same-size` pages are
 * built at, one page each: `pnpm bench pages` writes the sizes of the site's cached pages there
 * before it builds this app.
 */
export const SAME_SIZE_FILE_NAME = 'same-size-pages.json';

/** The sizes to build, read where `next build` runs: this app's folder. */
export function sameSizePages(): number[] {
  const file = path.join(process.cwd(), SAME_SIZE_FILE_NAME);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as number[];
}
