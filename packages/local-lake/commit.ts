import {
  type LocalDataset,
  MutationError,
  newRevision,
  type SanityDocument,
  type SanityMutation,
} from '@tribe/local-dataset';
import { LakeError } from './http';

export interface CommitOptions {
  transactionId?: string;
  /** The editor, named as the transaction's author in the history. */
  author: string;
  /** Checks and answers as if committed, writing nothing (Sanity's `dryRun`). */
  dryRun?: boolean;
}

/** Runs one transaction for an editor; a refused mutation becomes the lake's 400 or 409. */
export async function commitTransaction(
  dataset: LocalDataset,
  mutations: SanityMutation[],
  { transactionId, author, dryRun = false }: CommitOptions,
): Promise<{ transactionId: string; documents: SanityDocument[] }> {
  const options = { transactionId: transactionId || newRevision(), author };
  try {
    const documents = dryRun ? dataset.dryRun(mutations, options) : await dataset.mutate(mutations, options);
    return { transactionId: options.transactionId, documents };
  } catch (error) {
    if (!(error instanceof MutationError)) throw error;
    const type = error.status === 409 ? 'conflict' : 'mutationError';
    throw new LakeError(error.status, type, error.message);
  }
}
