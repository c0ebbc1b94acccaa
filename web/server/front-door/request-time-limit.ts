import 'server-only';
import type http from 'node:http';

/** A request's headers and body must have arrived within this time, or it is answered 408. */
export const REQUEST_TIME_LIMIT_MS = 30_000;

/**
 * Bounds how long a client may take to send a request, with Node.js's own `requestTimeout` and
 * `headersTimeout` (408 and the connection closed, instead of the default 5 minutes for a body
 * trickling in). Node.js looks for requests past their time every 30 s
 * (`connectionsCheckingInterval`, fixed when Next.js creates its server), so the 408 comes 30 to
 * 60 s after the request began.
 */
export function limitRequestTime(server: http.Server): void {
  server.requestTimeout = REQUEST_TIME_LIMIT_MS;
  server.headersTimeout = REQUEST_TIME_LIMIT_MS;
}
