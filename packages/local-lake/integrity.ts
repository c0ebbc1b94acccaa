import { isDraftId, type LocalDataset, MutationError, type SanityDocument } from '@tribe/local-dataset';

/** The ids a document references strongly: every `_ref` not marked `_weak: true`, at any depth. */
export function strongReferences(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, found);
  } else if (value && typeof value === 'object') {
    const { _ref, _weak } = value as { _ref?: unknown; _weak?: unknown };
    if (typeof _ref === 'string' && _weak !== true) found.add(_ref);
    for (const field of Object.values(value)) strongReferences(field, found);
  }
  return found;
}

// The Content Lake holds drafts and release versions to no references: only what is published counts.
const isPublished = (id: string) => !isDraftId(id) && !id.startsWith('versions.');

/**
 * The Content Lake's referential integrity, checked on what a transaction would leave: a published
 * document may strongly reference only documents that exist, and a document that a published
 * document strongly references may not be deleted (nor unpublished, which deletes it). Both are
 * refused with Sanity's 409 and error type.
 */
export function checkReferences(dataset: LocalDataset, changes: ReadonlyMap<string, SanityDocument | null>) {
  const after = (id: string) => (changes.has(id) ? (changes.get(id) ?? null) : dataset.getDocument(id));
  for (const [id, doc] of changes) {
    if (!doc || !isPublished(id)) continue;
    for (const target of strongReferences(doc)) {
      if (after(target)) continue;
      throw new MutationError(`Document "${id}" references non-existent document "${target}"`, id, 409, {
        type: 'documentReferenceDoesNotExistError',
        id,
        referenceID: target,
      });
    }
  }
  const deleted = new Set(
    [...changes].filter(([id, doc]) => !doc && dataset.getDocument(id)).map(([id]) => id),
  );
  if (deleted.size === 0) return;
  const referrers = new Map<string, string[]>();
  const published = [...dataset.allDocuments(), ...changes.values()]
    .filter((doc): doc is SanityDocument => doc !== null && isPublished(doc._id))
    .filter((doc) => after(doc._id) === doc);
  for (const doc of published) {
    for (const target of strongReferences(doc)) {
      if (deleted.has(target)) referrers.set(target, [...(referrers.get(target) ?? []), doc._id]);
    }
  }
  const [target, referencingIDs] = referrers.entries().next().value ?? [];
  if (!target || !referencingIDs) return;
  throw new MutationError(
    `Document "${target}" cannot be deleted as there are references to it from ${JSON.stringify(referencingIDs[0])}`,
    target,
    409,
    { type: 'documentHasExistingReferencesError', id: target, referencingIDs },
  );
}
