import type { SanityDocument } from './ndjson';

/** 'raw' is every document as stored (drafts under their own `drafts.` ids), as the Studio reads them. */
export type Perspective = 'published' | 'drafts' | 'raw';

const DRAFT_PREFIX = 'drafts.';

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX);
export const publishedId = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id);
export const draftId = (id: string) => `${DRAFT_PREFIX}${publishedId(id)}`;

/**
 * The documents as a perspective sees them: 'published' leaves drafts out; 'drafts' lays each
 * draft over its published document and gives it the published _id (draft-only documents too),
 * keeping the stored id as `_originalId` like the Content Lake.
 */
export function documentsInPerspective(
  documents: Iterable<SanityDocument>,
  perspective: Perspective,
): SanityDocument[] {
  if (perspective === 'raw') return [...documents];
  if (perspective === 'published') return [...documents].filter((doc) => !isDraftId(doc._id));
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) {
    const id = publishedId(doc._id);
    if (isDraftId(doc._id) || !byId.has(id)) byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}
