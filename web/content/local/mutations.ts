import 'server-only';
import { Mutation } from '@sanity/mutator';
import type { SanityDocument } from './ndjson';

/** One Sanity mutation, as the HTTP API and @sanity/client send them. */
export type SanityMutation =
  | { create: SanityDocument }
  | { createOrReplace: SanityDocument }
  | { createIfNotExists: SanityDocument }
  | { delete: { id: string } }
  | { patch: { id: string; [operation: string]: unknown } };

export class MutationError extends Error {
  constructor(
    message: string,
    readonly documentId: string,
  ) {
    super(message);
    this.name = 'MutationError';
  }
}

export function targetId(mutation: SanityMutation): string {
  if ('create' in mutation) return mutation.create._id;
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id;
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id;
  if ('delete' in mutation) return mutation.delete.id;
  return mutation.patch.id;
}

/**
 * Applies one mutation to the current version of its document (null when there is none) and
 * returns the new version (null once deleted), with a fresh _rev and _updatedAt.
 */
export function applyMutation(
  current: SanityDocument | null,
  mutation: SanityMutation,
  now: Date,
): SanityDocument | null {
  const id = targetId(mutation);
  if (!id) throw new MutationError('A mutation needs a document _id.', '');
  if ('create' in mutation && current) throw new MutationError(`Document ${id} already exists.`, id);
  if ('patch' in mutation && !current) throw new MutationError(`Document ${id} does not exist.`, id);
  if ('createIfNotExists' in mutation && current) return current;
  const timestamp = now.toISOString();
  const next = new Mutation({ mutations: [structuredClone(mutation)], timestamp }).apply(
    current ? structuredClone(current) : null,
  ) as SanityDocument | null;
  if (!next) return null;
  return {
    ...next,
    _id: id,
    _rev: crypto.randomUUID().replace(/-/g, '').slice(0, 22),
    _updatedAt: timestamp,
  };
}
