import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The workspace root (the folder with pnpm-workspace.yaml), found from the working directory:
 * the app runs from web/, tests and scripts from the root, and bundled code has no stable file path.
 */
export function repoRoot(start = process.cwd()): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}
