import 'server-only';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface HeldDocument {
  status: number;
  /** The body exactly as it will be sent (compressed when the response is). */
  body: Buffer;
  /** The document's text, or null when its Content-Encoding is not one this code reads. */
  html: string | null;
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

function documentText(body: Buffer, contentEncoding: unknown): string | null {
  const decode =
    DECODERS[typeof contentEncoding === 'string' ? contentEncoding.trim().toLowerCase() : 'identity'];
  return decode ? decode(body).toString('utf8') : null;
}

type WriteCallback = (error?: Error | null) => void;

/** A document sent instead of the held one (its headers are set on the response beforehand). */
export interface ReplacementDocument {
  status: number;
  body: Buffer;
}

/**
 * Sees the whole held document before it is sent. It may change the response's headers, and
 * may return a promise of another document to send instead (nothing, or a failed promise, sends
 * the held one).
 */
export type CompleteDocument = (
  document: HeldDocument,
) => Promise<ReplacementDocument | undefined> | undefined;

/**
 * Holds an HTML answer until it is complete, then lets `complete` see the whole document, change
 * its headers or replace it before anything is sent; any other answer goes out untouched. The
 * response may be compressed by the framework after this takes hold (its compression wraps these
 * methods), so the held bytes are decoded for `html`.
 */
export function holdHtmlDocument(response: ServerResponse, complete: CompleteDocument): void {
  const sendHead = response.writeHead;
  const send = response.write;
  const finish = response.end;
  let state: 'waiting' | 'holding' | 'passing' | 'done' = 'waiting';
  let status = 200;
  let reason: string | undefined;
  const chunks: Buffer[] = [];

  const take = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding));
    else chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  };

  response.writeHead = function heldWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (state !== 'waiting')
      return state === 'passing' ? Reflect.apply(sendHead, this, [statusCode, ...rest]) : this;
    const phrase = typeof rest[0] === 'string' ? (rest.shift() as string) : undefined;
    const headers = rest[0];
    if (
      Array.isArray(headers) ||
      !isHtml(
        headers ? mergedContentType(this, headers as OutgoingHttpHeaders) : this.getHeader('content-type'),
      )
    ) {
      state = 'passing';
      return Reflect.apply(sendHead, this, [
        statusCode,
        ...(phrase ? [phrase] : []),
        ...(headers ? [headers] : []),
      ]);
    }
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) this.setHeader(name, value);
    }
    state = 'holding';
    status = statusCode;
    reason = phrase;
    return this;
  } as typeof response.writeHead;

  response.write = function heldWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (state === 'waiting') this.writeHead(this.statusCode);
    if (state !== 'holding') return Reflect.apply(send, this, [chunk, ...rest]);
    const callback = rest.find((arg) => typeof arg === 'function') as WriteCallback | undefined;
    take(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined);
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;

  response.end = function heldEnd(this: ServerResponse, ...args: unknown[]) {
    if (state === 'waiting') this.writeHead(this.statusCode);
    if (state !== 'holding') return Reflect.apply(finish, this, args);
    state = 'done';
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (typeof args[0] !== 'function')
      take(args[0], typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined);
    const body = Buffer.concat(chunks);
    const sendDocument = (sent: ReplacementDocument | undefined) => {
      if (sent) this.setHeader('Content-Length', sent.body.length);
      Reflect.apply(sendHead, this, sent ? [sent.status] : [status, ...(reason ? [reason] : [])]);
      return Reflect.apply(finish, this, [sent?.body ?? body, callback]);
    };
    const replacement = complete({
      status,
      body,
      html: documentText(body, this.getHeader('content-encoding')),
    });
    if (!replacement) return sendDocument(undefined);
    replacement.then(sendDocument, () => sendDocument(undefined));
    return this;
  } as typeof response.end;
}

function mergedContentType(response: ServerResponse, headers: OutgoingHttpHeaders): unknown {
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  return given ? given[1] : response.getHeader('content-type');
}
