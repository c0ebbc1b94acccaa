import 'server-only';
import type { LocalDataset } from '../local/local-dataset';
import { MutationError, newRevision, type SanityMutation } from '../local/mutations';
import type { SanityDocument } from '../local/ndjson';
import { LakeError } from './http';
import { LOCAL_ADMINISTRATOR } from './session';

/** Runs one transaction for the Studio's editor; a refused mutation becomes the lake's 400 or 409. */
export async function commitTransaction(
  dataset: LocalDataset,
  mutations: SanityMutation[],
  transactionId: string | undefined,
): Promise<{ transactionId: string; documents: SanityDocument[] }> {
  const id = transactionId || newRevision();
  try {
    const documents = await dataset.mutate(mutations, { transactionId: id, author: LOCAL_ADMINISTRATOR.id });
    return { transactionId: id, documents };
  } catch (error) {
    if (!(error instanceof MutationError)) throw error;
    const type = error.status === 409 ? 'conflict' : 'mutationError';
    throw new LakeError(error.status, type, error.message);
  }
}
