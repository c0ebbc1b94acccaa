import {
  type LocalDataset,
  publishedId,
  type SanityDocument,
  type TransactionRecord,
  targetId,
} from '@tribe/local-dataset';
import { documentEvents } from './document-events';
import { lakeJson } from './http';
import type { MemberScope } from './member-scope';

const MAX_LIMIT = 200;

/**
 * `GET data/history/{dataset}/transactions/{ids}`: the transactions that touched the documents,
 * oldest first, as NDJSON (from `fromTransaction` on, at most `limit`), with their mendoza
 * `effects` when asked (`effectFormat=mendoza`).
 */
export async function transactionsEndpoint(
  request: Request,
  ids: string,
  dataset: LocalDataset,
  scope: MemberScope | null,
): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const requested = ids.split(',').filter(Boolean);
  const wanted = new Set(scope ? scope.historyIds(requested, dataset) : requested);
  // A member sees of each transaction only the documents they asked for (and read).
  const shown = (id: string) => !scope || wanted.has(id);
  let records = (await dataset.log.read()).filter((record) =>
    record.documentIds.some((id) => wanted.has(id)),
  );
  const from = search.get('fromTransaction');
  const start = from ? records.findIndex((record) => record.id === from) : -1;
  if (start >= 0) records = records.slice(start);
  const to = search.get('toTransaction');
  const end = to ? records.findIndex((record) => record.id === to) : -1;
  if (end >= 0) records = records.slice(0, end + 1);
  records = records.slice(0, Math.min(Number(search.get('limit')) || MAX_LIMIT, MAX_LIMIT));
  const withContent = search.get('excludeContent') !== 'true';
  const withEffects = search.get('effectFormat') === 'mendoza';
  const lines = records.map((record) =>
    JSON.stringify({
      id: record.id,
      timestamp: record.timestamp,
      author: record.author,
      documentIDs: record.documentIds.filter(shown),
      ...(withContent ? { mutations: record.mutations.filter((mutation) => shown(targetId(mutation))) } : {}),
      ...(withEffects
        ? { effects: Object.fromEntries(Object.entries(record.effects ?? {}).filter(([id]) => shown(id))) }
        : {}),
    }),
  );
  return new Response(lines.length ? `${lines.join('\n')}\n` : '', {
    headers: { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET data/history/{dataset}/events/documents/{id}`: the document's named events (publish,
 * unpublish, draft created or discarded, deleted), newest first; the Studio adds the edits from
 * the transactions after the newest of them.
 */
export async function documentEventsEndpoint(
  request: Request,
  id: string,
  dataset: LocalDataset,
  scope: MemberScope | null,
): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const limit = Math.min(Number(search.get('limit')) || MAX_LIMIT, MAX_LIMIT);
  const shown = !scope || scope.historyIds([id], dataset).length > 0;
  const records = shown ? await dataset.log.forDocument(publishedId(id)) : [];
  const { events, nextCursor } = documentEvents(records, publishedId(id), {
    limit,
    cursor: search.get('nextCursor'),
  });
  return lakeJson({ events: { [id]: events }, nextCursor });
}

/** The version of a document a transaction left, or undefined when the log does not say. */
const versionAfter = (record: TransactionRecord, id: string) => record.effects?.[id]?.apply[1];

/**
 * A document's version at a revision (the transaction that wrote it) or at a time (the last
 * transaction before it; before the first logged one, the version that transaction found).
 */
function versionAt(
  records: TransactionRecord[],
  id: string,
  current: SanityDocument | null,
  { revision, time }: { revision: string | null; time: string | null },
): SanityDocument | null | undefined {
  const touching = records.filter((record) => record.effects?.[id]);
  if (revision) {
    if (current?._rev === revision) return current;
    const written = touching.find((record) => record.id === revision);
    return written ? versionAfter(written, id) : undefined;
  }
  if (!time) return current;
  const before = touching.filter((record) => record.timestamp <= time).at(-1);
  if (before) return versionAfter(before, id);
  return touching.length > 0 ? touching[0].effects?.[id]?.revert[1] : current;
}

/**
 * `GET data/history/{dataset}/documents/{ids}?revision=|time=`: the documents as they were at
 * that revision or time, from the transactions' effects (the history's 'compare' and 'restore').
 */
export async function documentsAtRevisionEndpoint(
  request: Request,
  ids: string,
  dataset: LocalDataset,
  scope: MemberScope | null,
): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const at = { revision: search.get('revision'), time: search.get('time') };
  const records = await dataset.log.read();
  const requested = ids.split(',').filter(Boolean);
  const documents = (scope ? scope.historyIds(requested, dataset) : requested)
    .map((id) => versionAt(records, id, dataset.getDocument(id), at))
    .filter((doc): doc is SanityDocument => Boolean(doc) && (!scope || scope.reads(doc as SanityDocument)));
  return lakeJson({ documents });
}
