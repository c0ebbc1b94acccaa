import 'server-only';
import type { RequestListener } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../http/client-ip';
import { newRequestId, runWithRequestId } from '../log/request-context';
import { refusalPage } from './refusal-page';
import { refuseRemotePeer } from './remote-peer';
import { refuseUnservableRequest } from './request-guard';

/**
 * What every request passes before Next.js sees it, in order:
 * 1. It gets its id (the X-Request-Id answer header), and is handled with it in context, so every
 *    log line written while handling it carries the id.
 * 2. One Next.js would answer 500 is refused here: a method the fetch standard forbids (TRACE) or
 *    malformed percent-encoding in the path (`request-guard.ts`); so is a caller from another
 *    machine while a local-only feature is on (`remote-peer.ts`). A browser that followed a
 *    damaged or overlong link gets a page in its language (`refusal-page.ts`), others JSON.
 * 3. It carries the socket's address in a header only this code sets (a client's own value is
 *    replaced), for rate limits and the loopback-only features (`http/client-ip.ts`).
 * 4. `next` answers it: the proxy, then the page or route handler.
 */
export function frontDoor(next: RequestListener): RequestListener {
  return (request, response) => {
    const requestId = newRequestId();
    response.setHeader('X-Request-Id', requestId);
    const peerAddress = request.socket.remoteAddress ?? '';
    const refusal = refuseUnservableRequest(request.method, request.url) ?? refuseRemotePeer(peerAddress);
    if (refusal) {
      const answer = refusalPage(refusal, request) ?? refusal;
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    request.headers[PEER_ADDRESS_HEADER] = peerAddress;
    runWithRequestId(requestId, () => next(request, response));
  };
}
