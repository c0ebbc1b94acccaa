import 'server-only';
import type { LocalDataset } from '../local/local-dataset';
import { type SanityMutation, targetId } from '../local/mutations';
import { commitTransaction } from './commit';
import { LakeError, lakeJson, readJsonBody } from './http';

const OPERATIONS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'];

function checkMutation(mutation: unknown, index: number): SanityMutation {
  const keys = mutation && typeof mutation === 'object' ? Object.keys(mutation) : [];
  if (keys.length !== 1 || !OPERATIONS.includes(keys[0] as string)) {
    throw new LakeError(
      400,
      'mutationError',
      `mutations[${index}] must have exactly one of ${OPERATIONS.join(', ')}.`,
    );
  }
  return mutation as SanityMutation;
}

/** `POST data/mutate/{dataset}`: `{mutations, transactionId?}` in one transaction. */
export async function mutateEndpoint(request: Request, dataset: LocalDataset): Promise<Response> {
  const body = await readJsonBody<{ mutations?: unknown; transactionId?: string }>(request);
  if (!Array.isArray(body.mutations) || body.mutations.length === 0) {
    throw new LakeError(400, 'mutationError', 'The body needs a non-empty "mutations" array.');
  }
  const mutations = body.mutations.map(checkMutation);
  const before = new Map(
    mutations.map((mutation) => [targetId(mutation), dataset.getDocument(targetId(mutation))]),
  );
  const { transactionId, documents } = await commitTransaction(dataset, mutations, body.transactionId);
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const results = [...before].map(([id, previous]) => {
    const document = byId.get(id);
    const operation = !document ? 'delete' : previous ? 'update' : 'create';
    return {
      id,
      operation,
      ...(document && new URL(request.url).searchParams.get('returnDocuments') === 'true'
        ? { document }
        : {}),
    };
  });
  return lakeJson({ transactionId, results });
}
