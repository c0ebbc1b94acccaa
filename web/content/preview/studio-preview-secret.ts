import 'server-only';
import { fetchSecretQuery } from '@sanity/preview-url-secret/constants';
import type { LocalDataset } from '../local-dataset';

/**
 * Whether the Presentation tool minted this secret: offline it stores a `sanity.previewUrlSecret`
 * document (a draft, valid for an hour after its last update) in the local dataset through the
 * local Content Lake; the package's own query finds it, so the rule is the Content Lake's.
 */
export async function isStudioPreviewSecret(dataset: LocalDataset, secret: string | null): Promise<boolean> {
  if (!secret?.trim()) return false;
  const found = await dataset.query<{ secret?: string } | null>(fetchSecretQuery, { secret }, 'drafts');
  return found?.secret === secret;
}
