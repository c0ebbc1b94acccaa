import 'server-only';
import type { LocalDataset } from '../local/local-dataset';
import { lakeJson } from './http';

const MAX_LIMIT = 200;

/**
 * `GET data/history/{dataset}/transactions/{ids}`: the transactions that touched the documents,
 * oldest first, as NDJSON (from `fromTransaction` on, at most `limit`).
 */
export async function transactionsEndpoint(
  request: Request,
  ids: string,
  dataset: LocalDataset,
): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const wanted = new Set(ids.split(',').filter(Boolean));
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
  const lines = records.map((record) =>
    JSON.stringify({
      id: record.id,
      timestamp: record.timestamp,
      author: record.author,
      documentIDs: record.documentIds,
      ...(withContent ? { mutations: record.mutations } : {}),
    }),
  );
  return new Response(lines.length ? `${lines.join('\n')}\n` : '', {
    headers: { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' },
  });
}

/**
 * `GET data/history/{dataset}/events/documents/{id}`: the document's named events (publish,
 * unpublish, ...) are a hosted feature; the Studio builds its edit list from the transactions.
 */
export const documentEventsEndpoint = () => lakeJson({ events: {}, nextCursor: '' });
