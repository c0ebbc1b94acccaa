const KEEP_ALIVE_MS = 25_000;

/** Sends one event; with an `id`, a reconnecting client names it as its `Last-Event-ID`. */
export type SendEvent = (event: string, data: unknown, id?: string) => void;

/**
 * A stream of server-sent events that stays open until the client leaves: `start` sends the
 * first events and subscribes to what follows, returning how to unsubscribe. A comment line keeps
 * the connection alive between events.
 */
export function serverSentEvents(request: Request, start: (send: SendEvent) => () => void): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = start((event, data, id) =>
        write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      );
      const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
    cancel() {
      stop();
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
