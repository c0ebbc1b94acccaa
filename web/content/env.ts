import path from 'node:path';
import { repoRoot } from '@/lib/repo-root';

/** Where content comes from: the Content Lake when a project is configured, otherwise the local dataset. */
export function contentEnv() {
  const projectId = process.env.SANITY_PROJECT_ID || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || '';
  const root = repoRoot();
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, '.data');
  return {
    online: projectId !== '',
    projectId: projectId || 'tribelocal',
    dataset: process.env.SANITY_DATASET || process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
    readToken: process.env.SANITY_API_READ_TOKEN || '',
    apiVersion: '2025-10-01',
    /** The committed demo dataset. */
    sourceDir: path.resolve(/*turbopackIgnore: true*/ process.env.CONTENT_DIR || path.join(root, 'content')),
    /** Where edits to the local dataset are kept. */
    localDataDir: path.resolve(
      /*turbopackIgnore: true*/ process.env.CONTENT_DATA_DIR || path.join(dataDir, 'content'),
    ),
  };
}
