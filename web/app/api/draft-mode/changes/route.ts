import { draftMode } from 'next/headers';
import { contentEnv } from '@/content/env';
import { localDataset } from '@/content/local/instance';
import { ApiError } from '@/contracts/api-error';
import { errorResponse } from '@/platform/http/errors';

export const dynamic = 'force-dynamic';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * Offline live preview: a server-sent event `change` (with the changed document ids) for every
 * write to the local dataset, from the Studio or anything else. Draft mode only; online, the
 * Presentation tool tells the page to refresh instead.
 */
export async function GET(request: Request) {
  if (!(await draftMode()).isEnabled) {
    return errorResponse(
      new ApiError(401, 'draft_mode_required', 'Live changes are for previews in draft mode.'),
    );
  }
  if (contentEnv().online) {
    return errorResponse(
      new ApiError(
        404,
        'not_offline',
        'Live changes come from the Presentation tool when a Sanity project is set.',
      ),
    );
  }
  const dataset = await localDataset();
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      send('event: welcome\ndata: {}\n\n');
      const unsubscribe = dataset.subscribe((ids) =>
        send(`event: change\ndata: ${JSON.stringify({ ids })}\n\n`),
      );
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        unsubscribe();
        clearInterval(keepAlive);
      };
      request.signal.addEventListener('abort', () => {
        stop();
        controller.close();
      });
    },
    cancel: () => stop(),
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
