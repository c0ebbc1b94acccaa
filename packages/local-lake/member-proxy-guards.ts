import { type SanityDocument, type SanityMutation, targetId } from '@tribe/local-dataset';
import type { DocumentSource } from './member-scope';

const creationOf = (mutation: SanityMutation): SanityDocument | undefined => {
  if ('create' in mutation) return mutation.create;
  if ('createOrReplace' in mutation) return mutation.createOrReplace;
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists;
  return undefined;
};

/**
 * What one document's first effective mutation becomes so that it applies only to the document
 * as it was checked: a patch of a stored document gets its revision as `ifRevisionID`; any other
 * write of a stored document follows a patch that only checks that revision; a creation of a
 * missing document becomes a `create`, which fails if it exists by then.
 */
function guarded(mutation: SanityMutation, checked: SanityDocument | null): SanityMutation[] {
  const id = targetId(mutation);
  if (!checked) {
    const created = creationOf(mutation);
    return created ? [{ create: created }] : [mutation];
  }
  if ('patch' in mutation) return [{ patch: { ...mutation.patch, ifRevisionID: checked._rev } }];
  return [{ patch: { id, ifRevisionID: checked._rev } }, mutation];
}

/**
 * The member's transaction as it is sent upstream: conditioned on the revisions of the documents
 * it was checked against (`checked`, fetched for the check), so that if one changed in between
 * (its company among others) upstream refuses the whole transaction with a 409 and writes
 * nothing. Upstream's own revision checks are the only ones that hold at the moment of writing;
 * Sanity has them on patches only, hence the guarding patches. Mutations that leave a document
 * as it is need no guard: a `createIfNotExists` of a stored document, and a `delete` of a missing
 * one, which is not sent (it could only delete a document created after the check).
 */
export function revisionGuarded(mutations: SanityMutation[], checked: DocumentSource): SanityMutation[] {
  const settled = new Set<string>();
  return mutations.flatMap((mutation) => {
    const id = targetId(mutation);
    if (settled.has(id)) return [mutation];
    const stored = checked.getDocument(id);
    if (stored && 'createIfNotExists' in mutation) return [mutation];
    if (!stored && 'delete' in mutation) return [];
    settled.add(id);
    return guarded(mutation, stored);
  });
}
