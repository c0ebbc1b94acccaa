import 'server-only';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { HeldDocument, ReplacementDocument } from '../document/held-document';
import { ownRequestMarker } from '../own-requests/own-request-marker';
import { RENDER_NOT_FOUND_HEADER } from './render-not-found-header';

// The body Next.js sends for a page that called notFound(): an empty document that its script
// fills in, with no text and no language (vercel/next.js#62228).
const ERROR_SHELL = /<html[^>]*\sid="__next_error__"/;

// The headers that describe the not-found page's own body.
const BODY_HEADERS = [
  'content-type',
  'content-encoding',
  'content-security-policy',
  'cache-control',
  'vary',
  'link',
];

const RENDER_TIMEOUT_MS = 10_000;

/** Whether a page's answer is the framework's empty 404 shell (and not already the second try). */
export function isEmptyNotFoundShell(request: IncomingMessage, document: HeldDocument): boolean {
  return (
    document.status === 404 &&
    document.html !== null &&
    ERROR_SHELL.test(document.html) &&
    request.headers[RENDER_NOT_FOUND_HEADER] === undefined
  );
}

/**
 * Asks this server for the same address again, marked so that the locale proxy routes it to the
 * not-found page: that page renders on the server, in the address's language, with the path in
 * its text. The second answer's body headers replace the first's on `response`; its body is the
 * document to send (undefined when it is no 404, and the shell goes out).
 */
export function renderNotFoundPage(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<ReplacementDocument | undefined> {
  return new Promise((resolve, reject) => {
    const second = http.request(
      {
        host: request.socket.localAddress,
        port: request.socket.localPort,
        method: 'GET',
        path: request.url,
        headers: { ...request.headers, connection: 'close', ...ownRequestMarker(RENDER_NOT_FOUND_HEADER) },
        timeout: RENDER_TIMEOUT_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () => {
          if (answer.statusCode !== 404) return resolve(undefined);
          for (const name of BODY_HEADERS) {
            const value = answer.headers[name];
            if (value === undefined) response.removeHeader(name);
            else response.setHeader(name, value);
          }
          resolve({ status: 404, body: Buffer.concat(chunks) });
        });
      },
    );
    second.on('timeout', () => second.destroy(new Error('The not-found page took too long.')));
    second.on('error', reject);
    second.end();
  });
}
