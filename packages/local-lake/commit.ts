import {
  isMutationError,
  type LocalDataset,
  newRevision,
  type SanityDocument,
  type SanityMutation,
  targetId,
} from '@tribe/local-dataset';
import { LakeError } from './http';
import { checkReferences } from './integrity';
import type { MemberScope } from './member-scope';

export interface CommitOptions {
  transactionId?: string;
  /** The editor, named as the transaction's author in the history. */
  author: string;
  /** Checks and answers as if committed, writing nothing (Sanity's `dryRun`). */
  dryRun?: boolean;
  /** A member's limits, checked on what the transaction would leave; none for an editor. */
  scope?: MemberScope | null;
}

/**
 * Runs one transaction for an editor or member, held to the Content Lake's referential integrity; a refused
 * mutation becomes the lake's 400 or 409 in Sanity's shape (`mutationError` listing the refusal).
 */
export async function commitTransaction(
  dataset: LocalDataset,
  mutations: SanityMutation[],
  { transactionId, author, dryRun = false, scope = null }: CommitOptions,
): Promise<{ transactionId: string; documents: SanityDocument[] }> {
  scope?.checkTargets(mutations, dataset);
  const options = {
    transactionId: transactionId || newRevision(),
    author,
    check: (changes: ReadonlyMap<string, SanityDocument | null>) => {
      scope?.checkWrites(changes, dataset, mutations);
      checkReferences(dataset, changes);
    },
  };
  try {
    const documents = dryRun ? dataset.dryRun(mutations, options) : await dataset.mutate(mutations, options);
    return { transactionId: options.transactionId, documents };
  } catch (error) {
    throw asLakeError(error, mutations);
  }
}

/** A refused mutation as the lake's 400 or 409 in Sanity's shape; any other error as it is. */
export function asLakeError(error: unknown, mutations: SanityMutation[]): unknown {
  if (!isMutationError(error)) return error;
  const index = Math.max(
    0,
    mutations.findIndex((mutation) => targetId(mutation) === error.documentId),
  );
  return new LakeError(error.status, 'mutationError', `The mutation(s) failed: ${error.message}`, {
    items: [{ index, error: { ...error.item, description: error.message } }],
  });
}
