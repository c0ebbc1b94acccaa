import 'server-only';
import type { SanityDocument } from '@sanity/client';
import { ApiError } from '@/contracts/api-error';
import { contentEnv } from './env';
import { localDataset } from './local-dataset';
import { sanityClient } from './sanity-client';

export type StoredDocument = Record<string, unknown> & { _id: string; _type: string };

export type ContentMutation =
  | { createOrReplace: StoredDocument }
  | { createIfNotExists: StoredDocument }
  | { delete: { id: string } };

export const draftIdOf = (publishedId: string) => `drafts.${publishedId}`;

/** The Content Lake with the write token (online); without the token the site cannot write or read drafts. */
function writeClient() {
  const token = process.env.SANITY_API_WRITE_TOKEN;
  if (!token) {
    throw new ApiError(
      503,
      'content_unwritable',
      'SANITY_API_WRITE_TOKEN is not set: the site cannot write content.',
    );
  }
  return sanityClient().withConfig({ token, useCdn: false, perspective: 'raw' });
}

/**
 * The server's writes to the content: offline through the local dataset (whose change events
 * reach the page cache and the search index), online through the Content Lake with
 * SANITY_API_WRITE_TOKEN.
 */
export async function mutateContent(mutations: ContentMutation[]): Promise<void> {
  if (!contentEnv().online) {
    await (await localDataset()).mutate(mutations as never);
    return;
  }
  await writeClient()
    .transaction(mutations as never)
    .commit();
}

/** One stored version (published or `drafts.`) as it is now, past every cache. */
export async function readStoredDocument(id: string): Promise<SanityDocument | null> {
  if (!contentEnv().online) return (await localDataset()).getDocument(id) as SanityDocument | null;
  return (await writeClient().getDocument(id)) ?? null;
}

/** A query over every stored version, drafts included, past every cache (the server's own reads). */
export async function queryStoredDocuments<T>(query: string, params: Record<string, unknown>): Promise<T> {
  if (!contentEnv().online) return (await localDataset()).query<T>(query, params, 'raw');
  return writeClient().fetch<T>(query, params, { perspective: 'raw' });
}

/** The draft made the published document, without the stored system fields; false without a draft. */
export async function publishDraft(
  publishedId: string,
  change: (content: StoredDocument) => StoredDocument = (content) => content,
): Promise<boolean> {
  const draft = await readStoredDocument(draftIdOf(publishedId));
  if (!draft) return false;
  const { _rev, _createdAt, _updatedAt, ...content } = draft;
  await mutateContent([
    { createOrReplace: change({ ...content, _id: publishedId }) },
    { delete: { id: draftIdOf(publishedId) } },
  ]);
  return true;
}
