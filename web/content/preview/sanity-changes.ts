import 'server-only';
import { createParser } from 'eventsource-parser';
import { ApiError } from '@/contracts/api-error';
import { errorResponse } from '@/server/http/errors';
import { draftIdOf } from '../content-writes';
import type { Upstream } from '../local-lake';

interface StreamEvent {
  /** The event's name; `comment` for a comment line (a keep-alive). */
  event: string;
  data: string;
}

/** The events of a server-sent event stream, parsed by `eventsource-parser`. */
async function* streamEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const parsed: StreamEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => parsed.push({ event: event ?? 'message', data }),
    onComment: () => parsed.push({ event: 'comment', data: '' }),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parser.feed(decoder.decode(read.value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    // Whoever stops reading (the member left, Sanity said goodbye) closes the connection to Sanity.
    await reader.cancel().catch(() => {});
  }
}

const encoder = new TextEncoder();
const encoded = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * Sanity's events turned into the preview's: `welcome` once Sanity listens, then a `change` at
 * once (with no ids) if `changedSince` finds a write after the page was rendered, and one per
 * changed document; Sanity's keep-alives are passed on. The stream ends when Sanity ends it.
 */
async function* previewEvents(events: AsyncGenerator<StreamEvent>, changedSince: () => Promise<boolean>) {
  for await (const { event, data } of events) {
    if (event === 'welcome') {
      yield encoded('welcome', {});
      if (await changedSince()) yield encoded('change', { ids: [] });
    } else if (event === 'mutation') {
      yield encoded('change', { ids: [(JSON.parse(data) as { documentId: string }).documentId] });
    } else if (event === 'comment') {
      yield encoder.encode(': keep-alive\n\n');
    } else if (event === 'disconnect' || event === 'channelError') {
      return;
    }
  }
}

/**
 * Online live preview of a member's documents: the offline stream's events (`welcome`, `change`
 * with the changed ids) from Sanity's listener on both versions of `ids` (published ids the caller
 * has checked are the member's), with the site's token, which never leaves the server. Also the
 * `since` of the offline stream: writes after the page was rendered are one `change` at once.
 */
export async function sanityChangesResponse(
  request: Request,
  ids: ReadonlySet<string>,
  upstream: Upstream | null,
): Promise<Response> {
  if (!upstream) {
    return errorResponse(
      new ApiError(
        503,
        'content_unreadable',
        'SANITY_API_WRITE_TOKEN is not set: drafts cannot be previewed.',
      ),
    );
  }
  const versions = [...ids].flatMap((id) => [id, draftIdOf(id)]);
  const search = new URLSearchParams({
    query: '*[_id in $ids]',
    $ids: JSON.stringify(versions),
    includeResult: 'false',
    includeMutations: 'false',
  });
  const listening = await upstream.fetch(upstream.dataUrl('listen', [], `?${search}`), {
    headers: { accept: 'text/event-stream' },
    signal: request.signal,
  });
  if (!listening.ok || !listening.body) {
    return errorResponse(
      new ApiError(
        502,
        'upstream_error',
        `Sanity's listener answered ${listening.status}; try again shortly.`,
      ),
    );
  }
  // As offline, a `since` that is not a moment is none.
  const since = new Date(Number(new URL(request.url).searchParams.get('since')) || 0);
  const changedSince = async () =>
    since.getTime() > 0 &&
    (
      await upstream.query<string[]>('*[_id in $ids && dateTime(_updatedAt) > dateTime($since)]._id', {
        ids: versions,
        since: since.toISOString(),
      })
    ).length > 0;
  const events = previewEvents(streamEvents(listening.body), changedSince);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await events.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
