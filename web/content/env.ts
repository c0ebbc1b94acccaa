import 'server-only';
import path from 'node:path';
import { sanityProject } from '@tribe/studio/sanity-project';
import { dataDir, repoRoot } from '@/lib/repo-root';
import { DEMO_DATASET_WRITTEN_AT } from './demo-dataset-moment';

// The variables the content configuration is made of; it is worked out again only when one changes.
const CONTENT_VARIABLES = [
  'CONTENT_DIR',
  'CONTENT_DATA_DIR',
  'DATA_DIR',
  'SANITY_PROJECT_ID',
  'NEXT_PUBLIC_SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'NEXT_PUBLIC_SANITY_DATASET',
  'SANITY_API_READ_TOKEN',
  'SANITY_API_HOST',
] as const;

const readContentEnv = () => ({
  ...sanityProject(),
  /** The committed demo dataset. */
  sourceDir: path.resolve(
    /*turbopackIgnore: true*/ process.env.CONTENT_DIR || path.join(repoRoot(), 'content'),
  ),
  /** The committed demo dataset's dates move to today (another source is loaded as it is). */
  sourceWrittenAt: process.env.CONTENT_DIR ? undefined : DEMO_DATASET_WRITTEN_AT,
  /** Where edits to the local dataset are kept. */
  localDataDir: path.resolve(
    /*turbopackIgnore: true*/ process.env.CONTENT_DATA_DIR || path.join(dataDir(), 'content'),
  ),
});

let last: { variables: string; env: ReturnType<typeof readContentEnv> } | undefined;

/**
 * Where content comes from: the Content Lake when a project is configured, otherwise the local
 * dataset. Read on every content query and image, so it is kept until its variables change.
 */
export function contentEnv() {
  const variables = CONTENT_VARIABLES.map((name) => process.env[name] ?? '').join('\n');
  if (last?.variables !== variables) last = { variables, env: readContentEnv() };
  return last.env;
}
