import 'server-only';

/**
 * The body as UTF-8 text, refused with `tooLarge()` as soon as more than `maxBytes` have arrived,
 * whatever the Content-Length said or with none (chunked): the rest is never read into memory.
 */
export async function readLimitedText(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    received += read.value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The same request with its body read within `maxBytes` (`tooLarge()` past it), for a library
 * that reads the body whole by itself (better-auth's callback, next-sanity's webhook parser).
 */
export async function withLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  const body = await readLimitedText(request, maxBytes, tooLarge);
  // Built from its parts: the server's Request class may not be this runtime's global one, and a
  // Request made from another class's instance cannot read its private state.
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
