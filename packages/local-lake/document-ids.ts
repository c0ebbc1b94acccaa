import { randomUUID } from 'node:crypto';
import type { SanityMutation } from '@tribe/local-dataset';
import { LakeError } from './http';

const MAX_ID_LENGTH = 128;

/**
 * Sanity's rule for a document id: the characters `a-zA-Z0-9._-`, at most 128 of them, and
 * dot-separated path segments, none of them empty or starting with `-` (so no leading `-`,
 * no trailing `.`).
 */
export const isValidDocumentId = (id: string) =>
  id.length <= MAX_ID_LENGTH &&
  /^[a-zA-Z0-9._-]+$/.test(id) &&
  id.split('.').every((segment) => segment !== '' && !segment.startsWith('-'));

const invalidId = (id: string, index: number) => {
  const description = `Document ID "${id}" is not valid: use at most ${MAX_ID_LENGTH} of the characters a-z, A-Z, 0-9, ".", "_" and "-", no segment starting with "-" and no "." at the end.`;
  return new LakeError(400, 'mutationError', `The mutation(s) failed: ${description}`, {
    items: [{ index, error: { type: 'invalidDocumentIdError', id, description } }],
  });
};

/**
 * A `create` without `_id` gets a new random id, and one whose `_id` ends in `.` gets a random id
 * under that prefix, as Sanity does; any other id must be a valid one.
 */
export function withDocumentIds(mutation: SanityMutation, index: number): SanityMutation {
  const id = documentIdOf(mutation);
  const generates = typeof id === 'string' ? id === '' || id.endsWith('.') : id === undefined;
  if ('create' in mutation && generates) {
    const prefix = (id as string | undefined) ?? '';
    const generated = `${prefix}${randomUUID()}`;
    if (!isValidDocumentId(generated)) throw invalidId(prefix, index);
    return { create: { ...mutation.create, _id: generated } };
  }
  if (id !== undefined && (typeof id !== 'string' || !isValidDocumentId(id))) {
    throw invalidId(String(id), index);
  }
  return mutation;
}

function documentIdOf(mutation: SanityMutation): unknown {
  if ('create' in mutation) return mutation.create._id;
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id;
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id;
  if ('delete' in mutation) return mutation.delete.id;
  return mutation.patch.id;
}
