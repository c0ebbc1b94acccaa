import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace root (the folder with pnpm-workspace.yaml), found from the working directory:
 * the app runs from web/, tests and scripts from the root, and bundled code has no stable file path.
 * The ignore comments keep Next.js from tracing the whole project into the server output: the
 * files read from here (content, migrations) are found at run time.
 */
export function repoRoot(start = process.cwd()): string {
  for (
    let dir = path.resolve(/*turbopackIgnore: true*/ start);
    ;
    dir = path.dirname(/*turbopackIgnore: true*/ dir)
  ) {
    if (existsSync(path.join(/*turbopackIgnore: true*/ dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(/*turbopackIgnore: true*/ dir) === dir)
      return path.resolve(/*turbopackIgnore: true*/ start);
  }
}

/** Where the app keeps its local state (PGlite, local content edits): DATA_DIR, else `.data` in the workspace. */
export function dataDir(configured: string | undefined = process.env.DATA_DIR): string {
  return path.resolve(/*turbopackIgnore: true*/ configured || path.join(repoRoot(), '.data'));
}
