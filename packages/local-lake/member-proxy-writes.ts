import {
  newRevision,
  type SanityDocument,
  type SanityMutation,
  stageMutations,
  targetId,
} from '@tribe/local-dataset';
import { actionIds, actionMutations, requestedActions } from './actions';
import { asLakeError } from './commit';
import { lakeJson, readJsonBody, requestFlag } from './http';
import { revisionGuarded } from './member-proxy-guards';
import type { SharedDocuments } from './member-proxy-shared';
import type { DocumentSource, MemberScope } from './member-scope';
import { requestedMutations } from './mutate';
import { bothVersions, relayed, type Upstream } from './upstream';

/**
 * The member's checks on what the transaction would leave, as the lake runs them inside its own:
 * the targets, then the mutations applied in memory to the documents fetched from upstream (a
 * stale `ifRevisionID` is refused here already, and upstream checks it again when it commits).
 * What is sent upstream is guarded by the revisions checked here (`member-proxy-guards.ts`).
 */
function checkTransaction(scope: MemberScope, mutations: SanityMutation[], stored: DocumentSource): void {
  scope.checkTargets(mutations, stored);
  let changes: ReadonlyMap<string, SanityDocument | null>;
  try {
    changes = stageMutations((id) => stored.getDocument(id), mutations, new Date(), newRevision());
  } catch (error) {
    throw asLakeError(error, mutations);
  }
  scope.checkWrites(changes, stored, mutations);
}

const forwardJson = (upstream: Upstream, kind: string, request: Request, body: unknown) =>
  upstream.fetch(upstream.dataUrl(kind, [], new URL(request.url).search), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * `POST data/mutate`: checked as the lake checks a member's, then sent upstream with the deletions
 * by query replaced by the deletions of what the member reads, each document's first write
 * guarded by the revision checked, the rest of the body as it came.
 */
export async function proxiedMutate(
  request: Request,
  upstream: Upstream,
  shared: SharedDocuments,
  scope: MemberScope,
) {
  const body = await readJsonBody<{ mutations?: unknown; transactionId?: string } & Record<string, unknown>>(
    request,
  );
  const mutations = await requestedMutations(
    body,
    requestFlag(request, body, 'autoGenerateArrayKeys'),
    async (query, params, perspective) =>
      scope.query(await shared.readable(upstream, scope))(query, params, perspective),
  );
  // A deletion by query that selected nothing changes nothing.
  if (mutations.length === 0)
    return lakeJson({ transactionId: body.transactionId || newRevision(), results: [] });
  const stored = await upstream.documents(bothVersions(mutations.map(targetId)));
  checkTransaction(scope, mutations, stored);
  const guarded = revisionGuarded(mutations, stored);
  if (guarded.length === 0)
    return lakeJson({ transactionId: body.transactionId || newRevision(), results: [] });
  return relayed(await forwardJson(upstream, 'mutate', request, { ...body, mutations: guarded }));
}

/**
 * `POST data/actions`: checked as the lake checks a member's, then sent upstream as the mutations
 * the check was run on, guarded by the checked revisions (the Actions API has no such guard on
 * most actions), answered as actions are: the transaction's id.
 */
export async function proxiedActions(request: Request, upstream: Upstream, scope: MemberScope) {
  const body = await readJsonBody<{ actions?: unknown; transactionId?: string } & Record<string, unknown>>(
    request,
  );
  const actions = requestedActions(body);
  const stored = await upstream.documents(bothVersions(actions.flatMap(actionIds)));
  scope.checkActions(actions, stored);
  const mutations = actions.flatMap((action, index) => actionMutations(action, index, stored));
  if (mutations.length > 0) checkTransaction(scope, mutations, stored);
  const guarded = revisionGuarded(mutations, stored);
  if (guarded.length === 0) return lakeJson({ transactionId: body.transactionId ?? null });
  const options = Object.fromEntries(Object.entries(body).filter(([field]) => field !== 'actions'));
  const response = await forwardJson(upstream, 'mutate', request, { ...options, mutations: guarded });
  if (!response.ok) return relayed(response);
  const { transactionId } = (await response.json()) as { transactionId: string };
  return lakeJson({ transactionId });
}

/** `POST assets/images|files`: the upload as it came (assets are shared: every member reads them). */
export async function proxiedUpload(request: Request, kind: 'images' | 'files', upstream: Upstream) {
  const url = upstream.url(
    `assets/${kind}/${encodeURIComponent(upstream.lake.dataset)}`,
    new URL(request.url).search,
  );
  const response = await upstream.fetch(url, {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type') ?? 'application/octet-stream' },
    body: request.body,
    duplex: 'half',
  } as RequestInit);
  return relayed(response);
}
