import 'server-only';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../http/client-ip';
import { newRequestId, runWithRequestId } from '../log/request-context';
import { dropForeignOwnRequestMarkers } from './own-requests/own-request-marker';
import { answerPage } from './page-cache/page-answer';
import { refuseRemotePeer } from './remote-peer';
import { refuseUnservableRequest } from './request-guard';
import { limitRequestTime } from './request-time-limit';

let installed = false;

/**
 * Next.js offers no hook before it turns a Node request into a web Request, and that step throws
 * (a 500) on methods the fetch standard forbids (TRACE) and on malformed percent-encoding in a
 * dynamic segment. It also keeps a client-sent X-Forwarded-For instead of the socket's address.
 * So every HTTP server of the process gets one look at each request first: an unservable one is
 * answered here, and the others carry the socket's address in a header only this code sets. Each
 * request also gets its id (the X-Request-Id answer header) and is handled with it in context, so
 * every log line written while handling it carries the id. In production, a page answer names its
 * inline scripts in its policy, and a public page is served from the page cache once rendered.
 * Each server also gets a time limit for receiving a request (`request-time-limit.ts`).
 */
export function installRequestGuard(production = process.env.NODE_ENV === 'production'): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'listening' || event === 'request') limitRequestTime(this);
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const requestId = newRequestId();
      response.setHeader('X-Request-Id', requestId);
      const peerAddress = request.socket.remoteAddress ?? '';
      const refusal = refuseUnservableRequest(request.method, request.url) ?? refuseRemotePeer(peerAddress);
      if (refusal) {
        response.writeHead(refusal.status, refusal.headers).end(refusal.body);
        return true;
      }
      request.headers[PEER_ADDRESS_HEADER] = peerAddress;
      dropForeignOwnRequestMarkers(request);
      const render = () => runWithRequestId(requestId, () => Reflect.apply(emit, this, [event, ...args]));
      if (!production) return render();
      answerPage(request, response, render);
      return true;
    }
    return Reflect.apply(emit, this, [event, ...args]);
  } as typeof emit;
}
