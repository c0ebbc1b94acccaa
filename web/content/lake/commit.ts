import 'server-only';
import type { LocalDataset } from '../local/local-dataset';
import { MutationError, newRevision, type SanityMutation } from '../local/mutations';
import type { SanityDocument } from '../local/ndjson';
import { LakeError } from './http';

/** Runs one transaction for an editor (its author in the history); a refused mutation becomes the lake's 400 or 409. */
export async function commitTransaction(
  dataset: LocalDataset,
  mutations: SanityMutation[],
  transactionId: string | undefined,
  author: string,
): Promise<{ transactionId: string; documents: SanityDocument[] }> {
  const id = transactionId || newRevision();
  try {
    const documents = await dataset.mutate(mutations, { transactionId: id, author });
    return { transactionId: id, documents };
  } catch (error) {
    if (!(error instanceof MutationError)) throw error;
    const type = error.status === 409 ? 'conflict' : 'mutationError';
    throw new LakeError(error.status, type, error.message);
  }
}
