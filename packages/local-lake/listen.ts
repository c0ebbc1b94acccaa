import {
  type ChangeEvent,
  type LocalDataset,
  type SanityDocument,
  targetId,
  wholeDocumentEffect,
} from '@tribe/local-dataset';
import { serverSentEvents } from '@tribe/server-kit/server-sent-events';
import { evaluateSync, parse, toJS } from 'groq-js';
import { groqParams, LakeError } from './http';
import type { MemberScope } from './member-scope';

type Matcher = (doc: SanityDocument | null) => boolean;

function matcher(query: string, params: Record<string, unknown>): Matcher {
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    throw new LakeError(
      400,
      'queryParseError',
      `The listen query cannot be parsed: ${(error as Error).message}`,
    );
  }
  return (doc) => {
    if (!doc) return false;
    // The value is computed already; `get()` would wrap it in a promise, which is always truthy.
    const result = toJS(evaluateSync(tree, { dataset: [doc], params }));
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };
}

/** What a listener asked to receive with each event (the Content Lake's defaults when unset). */
export interface ListenOptions {
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
}

function listenOptions(search: URLSearchParams): ListenOptions {
  return {
    includeResult: search.get('includeResult') !== 'false',
    includePreviousRevision: search.get('includePreviousRevision') === 'true',
    includeMutations: search.get('includeMutations') !== 'false',
  };
}

/** The Content Lake's mutation events for one transaction, as the listener's query sees them. */
export function mutationEvents(event: ChangeEvent, matches: Matcher, options: ListenOptions) {
  const { transaction } = event;
  const visible = event.changes.filter(({ previous, next }) => matches(previous) || matches(next));
  return visible.map(({ id, previous, next }, index) => ({
    type: 'mutation',
    eventId: `${transaction.id}#${id}`,
    documentId: id,
    transactionId: transaction.id,
    identity: transaction.author,
    // Only this document's mutations: the Studio replays them on its copy of the document.
    ...(options.includeMutations
      ? { mutations: transaction.mutations.filter((mutation) => targetId(mutation) === id) }
      : {}),
    previousRev: previous?._rev,
    // The transaction id, also for a deletion: the Studio chains events by previousRev → resultRev.
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
    visibility: 'query',
    transition: !matches(previous) ? 'appear' : matches(next) ? 'update' : 'disappear',
    effects: wholeDocumentEffect(previous, next),
    ...(options.includeResult && next ? { result: next } : {}),
    ...(options.includePreviousRevision && previous ? { previous } : {}),
    transactionTotalEvents: visible.length,
    transactionCurrentEvent: index + 1,
  }));
}

/**
 * `GET data/listen/{dataset}`: server-sent events, `welcome` first, then each matching mutation;
 * a member hears only of the documents they read.
 */
export function listenEndpoint(request: Request, dataset: LocalDataset, scope: MemberScope | null): Response {
  const url = new URL(request.url);
  const query = url.searchParams.get('query');
  if (!query) throw new LakeError(400, 'queryParseError', 'The query parameter "query" is missing.');
  const matchesQuery = matcher(query, groqParams(url.searchParams));
  const matches: Matcher = scope
    ? (doc) => doc !== null && scope.reads(doc) && matchesQuery(doc)
    : matchesQuery;
  const options = listenOptions(url.searchParams);
  return serverSentEvents(request, (send) => {
    send('welcome', { listenerName: crypto.randomUUID() });
    return dataset.subscribe((_ids, event) => {
      for (const mutation of mutationEvents(event, matches, options)) send('mutation', mutation);
    });
  });
}
