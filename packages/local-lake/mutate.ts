import { type LocalDataset, newRevision, type SanityMutation, targetId } from '@tribe/local-dataset';
import { withArrayKeys } from './array-keys';
import { commitTransaction } from './commit';
import { withDocumentIds } from './document-ids';
import { LakeError, lakeJson, readJsonBody, requestFlag } from './http';
import type { MemberScope } from './member-scope';
import type { QueryRunner } from './query';

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

interface DeleteByQuery {
  delete: { query: string; params?: Record<string, unknown> };
}

const isDeleteByQuery = (mutation: unknown): mutation is DeleteByQuery =>
  typeof (mutation as DeleteByQuery).delete?.query === 'string';

/**
 * A deletion by query (the Presentation tool clears its expired preview secrets so) becomes a
 * deletion of each document the query selects, among those the caller reads; other mutations
 * pass as they are.
 */
async function expandDeletions(
  mutation: SanityMutation | DeleteByQuery,
  index: number,
  runQuery: QueryRunner,
): Promise<SanityMutation[]> {
  if (!isDeleteByQuery(mutation)) return [mutation];
  let selected: unknown;
  try {
    selected = await runQuery(mutation.delete.query, mutation.delete.params ?? {}, 'raw');
  } catch (error) {
    throw new LakeError(
      400,
      'mutationError',
      `mutations[${index}].delete.query cannot be run: ${(error as Error).message}`,
    );
  }
  const documents = Array.isArray(selected) ? selected : [selected];
  return documents
    .map((doc) => (doc as { _id?: unknown } | null)?._id)
    .filter((id): id is string => typeof id === 'string')
    .map((id) => ({ delete: { id } }));
}

/**
 * The mutations of a `data/mutate` body, each checked, with the ids a create leaves to the lake,
 * array keys when asked, and a deletion by query turned into deletions of what `runQuery` selects.
 */
export async function requestedMutations(
  body: { mutations?: unknown },
  addKeys: boolean,
  runQuery: QueryRunner,
): Promise<SanityMutation[]> {
  if (!Array.isArray(body.mutations) || body.mutations.length === 0) {
    throw new LakeError(400, 'mutationError', 'The body needs a non-empty "mutations" array.');
  }
  const expanded = await Promise.all(
    body.mutations.map((mutation, index) => {
      const checked = withDocumentIds(checkMutation(mutation, index), index);
      return expandDeletions(addKeys ? withArrayKeys(checked) : checked, index, runQuery);
    }),
  );
  return expanded.flat();
}

/**
 * `POST data/mutate/{dataset}`: `{mutations, transactionId?}` in one transaction; `dryRun`,
 * `returnDocuments` and `autoGenerateArrayKeys` as query parameters or in the body.
 */
export async function mutateEndpoint(
  request: Request,
  dataset: LocalDataset,
  author: string,
  scope: MemberScope | null,
): Promise<Response> {
  const body = await readJsonBody<{ mutations?: unknown; transactionId?: string } & Record<string, unknown>>(
    request,
  );
  const mutations = await requestedMutations(
    body,
    requestFlag(request, body, 'autoGenerateArrayKeys'),
    scope ? scope.query(dataset) : dataset.query.bind(dataset),
  );
  // A deletion by query that selected nothing changes nothing.
  if (mutations.length === 0)
    return lakeJson({ transactionId: body.transactionId || newRevision(), results: [] });
  const before = new Map(
    mutations.map((mutation) => [targetId(mutation), dataset.getDocument(targetId(mutation))]),
  );
  const { transactionId, documents } = await commitTransaction(dataset, mutations, {
    transactionId: body.transactionId,
    author,
    dryRun: requestFlag(request, body, 'dryRun'),
    scope,
  });
  const returnDocuments = requestFlag(request, body, 'returnDocuments');
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const results = [...before].map(([id, previous]) => {
    const document = byId.get(id);
    const operation = !document ? 'delete' : previous ? 'update' : 'create';
    return { id, operation, ...(document && returnDocuments ? { document } : {}) };
  });
  return lakeJson({ transactionId, results });
}
