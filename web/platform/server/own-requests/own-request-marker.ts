import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RENDER_NOT_FOUND_HEADER } from '../not-found/render-not-found-header';
import { REFRESH_PAGE_HEADER } from '../page-cache/refresh-page-header';

// The headers the server sets on requests it sends to itself, and their value, known only to
// this process, so that no visitor can set them.
const OWN_REQUEST_HEADERS = [RENDER_NOT_FOUND_HEADER, REFRESH_PAGE_HEADER];
const OWN_REQUEST_TOKEN = randomUUID();

/** The marker header for one of this server's requests to itself. */
export const ownRequestMarker = (header: (typeof OWN_REQUEST_HEADERS)[number]) => ({
  [header]: OWN_REQUEST_TOKEN,
});

/** Removes the markers of the server's own requests from a request it did not send itself. */
export function dropForeignOwnRequestMarkers(request: IncomingMessage): void {
  for (const header of OWN_REQUEST_HEADERS) {
    if (request.headers[header] !== OWN_REQUEST_TOKEN) delete request.headers[header];
  }
}
