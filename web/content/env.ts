import 'server-only';
import path from 'node:path';
import { sanityProject } from '@tribe/studio/sanity-project';
import { dataDir, repoRoot } from '@/lib/repo-root';

/** Where content comes from: the Content Lake when a project is configured, otherwise the local dataset. */
export function contentEnv() {
  return {
    ...sanityProject(),
    /** The committed demo dataset. */
    sourceDir: path.resolve(
      /*turbopackIgnore: true*/ process.env.CONTENT_DIR || path.join(repoRoot(), 'content'),
    ),
    /** Where edits to the local dataset are kept. */
    localDataDir: path.resolve(
      /*turbopackIgnore: true*/ process.env.CONTENT_DATA_DIR || path.join(dataDir(), 'content'),
    ),
  };
}
