import { type SanityDocument, type SanityMutation, targetId } from '@tribe/local-dataset';
import { docEndpoint } from './doc';
import { isValidDocumentId } from './document-ids';
import { groqParams, LakeError, lakeJson } from './http';
import { scopedListenQuery } from './listen-scope';
import type { DocumentSource, MemberScope } from './member-scope';
import { queryEndpoint } from './query';
import { bothVersions, relayed, type Upstream } from './upstream';

/** The ids of a path segment `id,id,…`; a 400 for one that is not a document id (it goes into upstream's URL). */
function requestedIds(ids: string): string[] {
  const requested = ids.split(',').filter(Boolean);
  const invalid = requested.find((id) => !isValidDocumentId(id));
  if (invalid !== undefined) {
    throw new LakeError(400, 'invalidDocumentIdError', `Document ID "${invalid}" is not valid.`);
  }
  return requested;
}

/** `data/query`: the lake's query endpoint over the documents the member reads, as upstream holds them. */
export function proxiedQuery(
  request: Request,
  readable: DocumentSource,
  scope: MemberScope,
  apiVersion: string,
) {
  return queryEndpoint(request, scope.query(readable), apiVersion);
}

/** `data/doc/{ids}`: the lake's answer (a 403 for another company's document) over upstream's documents. */
export async function proxiedDoc(ids: string, upstream: Upstream, scope: MemberScope) {
  return docEndpoint(ids, await upstream.documents(requestedIds(ids)), scope);
}

/** `data/listen`: upstream's stream of the member's query narrowed to what they read. */
export async function proxiedListen(request: Request, upstream: Upstream, scope: MemberScope) {
  const search = new URL(request.url).searchParams;
  const query = search.get('query');
  if (!query) throw new LakeError(400, 'queryParseError', 'The query parameter "query" is missing.');
  search.set('query', scopedListenQuery(query, groqParams(search), scope));
  const response = await upstream.fetch(upstream.dataUrl('listen', [], `?${search}`), {
    headers: { accept: 'text/event-stream' },
    signal: request.signal,
  });
  return relayed(response);
}

const targetOf = (mutation: SanityMutation): string | undefined => {
  try {
    return targetId(mutation);
  } catch {
    return undefined;
  }
};

interface TransactionLine {
  documentIDs?: string[];
  mutations?: SanityMutation[];
  effects?: Record<string, unknown>;
}

/** A transaction of the history with only the documents the member asked for (and reads). */
function narrowedTransaction(line: TransactionLine, shown: Set<string>): TransactionLine {
  const isShown = (id: string | undefined) => id !== undefined && shown.has(id);
  return {
    ...line,
    ...(line.documentIDs && { documentIDs: line.documentIDs.filter(isShown) }),
    ...(line.mutations && { mutations: line.mutations.filter((mutation) => isShown(targetOf(mutation))) }),
    ...(line.effects && {
      effects: Object.fromEntries(Object.entries(line.effects).filter(([id]) => isShown(id))),
    }),
  };
}

const ndjson = (lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'Content-Type': 'application/x-ndjson', 'Cache-Control': 'no-store' },
  });

const idsPath = (ids: string[]) => ids.map(encodeURIComponent).join(',');

/**
 * `data/history/{dataset}/...`: the transactions, past versions and events of the member's
 * documents (a 403 for another company's, nothing for one that exists in neither version), from
 * upstream, with other documents of the same transactions left out.
 */
export async function proxiedHistory(
  request: Request,
  [kind, second, third]: string[],
  upstream: Upstream,
  scope: MemberScope,
): Promise<Response | null> {
  const search = new URL(request.url).search;
  const historyIds = async (ids: string) => {
    const requested = requestedIds(ids);
    return scope.historyIds(requested, await upstream.documents(bothVersions(requested)));
  };
  if (kind === 'transactions' && second) {
    const wanted = await historyIds(second);
    if (wanted.length === 0) return ndjson([]);
    const response = await upstream.fetch(
      upstream.dataUrl('history', ['transactions', idsPath(wanted)], search),
    );
    if (!response.ok) return relayed(response);
    const shown = new Set(wanted);
    const lines = (await response.text()).split('\n').filter((line) => line.trim());
    return ndjson(lines.map((line) => narrowedTransaction(JSON.parse(line), shown)));
  }
  if (kind === 'documents' && second) {
    const wanted = await historyIds(second);
    if (wanted.length === 0) return lakeJson({ documents: [] });
    const response = await upstream.fetch(
      upstream.dataUrl('history', ['documents', idsPath(wanted)], search),
    );
    if (!response.ok) return relayed(response);
    const { documents } = (await response.json()) as { documents: SanityDocument[] };
    return lakeJson({ documents: documents.filter((doc) => scope.reads(doc)) });
  }
  if (kind === 'events' && second === 'documents' && third) {
    if ((await historyIds(third)).length === 0)
      return lakeJson({ events: { [third]: [] }, nextCursor: null });
    return relayed(
      await upstream.fetch(upstream.dataUrl('history', ['events', 'documents', idsPath([third])], search)),
    );
  }
  return null;
}
