import { Mutation } from '@sanity/mutator';
import type { SanityDocument } from './ndjson';

/** One Sanity mutation, as the HTTP API and @sanity/client send them. */
export type SanityMutation =
  | { create: SanityDocument }
  | { createOrReplace: SanityDocument }
  | { createIfNotExists: SanityDocument }
  | { delete: { id: string } }
  | { patch: { id: string; [operation: string]: unknown } };

const MUTATION_ERROR = Symbol.for('@tribe/local-dataset/MutationError');

/** What the Content Lake names a refused mutation by, with the fields it adds for that kind. */
export interface MutationErrorItem {
  type: string;
  [field: string]: unknown;
}

export class MutationError extends Error {
  readonly [MUTATION_ERROR] = true;

  constructor(
    message: string,
    readonly documentId: string,
    /** What the Content Lake answers: 409 for a conflict with the stored documents, else 400. */
    readonly status: 400 | 409 = 400,
    readonly item: MutationErrorItem = { type: 'mutationError' },
  ) {
    super(message);
    this.name = 'MutationError';
  }
}

/**
 * Whether an error is a refused mutation. By its brand, not `instanceof`: a bundled server may
 * load this module twice, and an error of the other copy must keep its status.
 */
export const isMutationError = (error: unknown): error is MutationError =>
  typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[MUTATION_ERROR] === true;

export function targetId(mutation: SanityMutation): string {
  if ('create' in mutation) return mutation.create._id;
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id;
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id;
  if ('delete' in mutation) return mutation.delete.id;
  return mutation.patch.id;
}

export const newRevision = () => crypto.randomUUID().replace(/-/g, '').slice(0, 22);

/**
 * Applies one mutation to the current version of its document (null when there is none) and
 * returns the new version (null once deleted) with _rev set to the transaction's revision, as
 * the Content Lake does. A patch with `ifRevisionID` applies only to that revision.
 */
export function applyMutation(
  current: SanityDocument | null,
  mutation: SanityMutation,
  now: Date,
  revision: string = newRevision(),
): SanityDocument | null {
  const id = targetId(mutation);
  if (!id) throw new MutationError('A mutation needs a document _id.', '');
  if ('create' in mutation && current) {
    throw new MutationError(`Document ${id} already exists.`, id, 409, {
      type: 'documentAlreadyExistsError',
      id,
    });
  }
  if ('patch' in mutation && !current) {
    throw new MutationError(`Document ${id} does not exist.`, id, 409, { type: 'documentNotFoundError', id });
  }
  const expected = 'patch' in mutation ? mutation.patch.ifRevisionID : undefined;
  if (typeof expected === 'string' && current?._rev !== expected) {
    throw new MutationError(
      `Document ${id} has revision ${current?._rev}, not the expected ${expected}: it changed meanwhile.`,
      id,
      409,
      { type: 'documentRevisionMismatchError', id, expectedRevision: expected },
    );
  }
  if ('createIfNotExists' in mutation && current) return current;
  const timestamp = now.toISOString();
  const next = new Mutation({ mutations: [withoutRevisionCheck(mutation)], timestamp }).apply(
    current ? structuredClone(current) : null,
  ) as SanityDocument | null;
  if (!next) return null;
  return {
    ...next,
    _id: id,
    _rev: revision,
    _createdAt: next._createdAt ?? current?._createdAt ?? timestamp,
    _updatedAt: timestamp,
  };
}

/**
 * What the mutations, applied in order as one transaction, make of each document they touch
 * (null: deleted), given the documents as they are now; nothing is written.
 */
export function stageMutations(
  current: (id: string) => SanityDocument | null,
  mutations: SanityMutation[],
  now: Date,
  transactionId: string,
): Map<string, SanityDocument | null> {
  const staged = new Map<string, SanityDocument | null>();
  for (const mutation of mutations) {
    const id = targetId(mutation);
    const before = staged.has(id) ? (staged.get(id) ?? null) : current(id);
    staged.set(id, applyMutation(before, mutation, now, transactionId));
  }
  return staged;
}

/** The revision is checked above; the mutator compares it with the revision it has just set. */
function withoutRevisionCheck(mutation: SanityMutation): SanityMutation {
  const copy = structuredClone(mutation);
  if ('patch' in copy) delete copy.patch.ifRevisionID;
  return copy;
}
