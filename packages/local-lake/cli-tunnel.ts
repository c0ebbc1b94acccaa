import type { IncomingMessage } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';

/** The hosts of Sanity's API that the `sanity` CLI calls: the global one and each project's. */
const SANITY_API_HOST = /^(?:[a-z0-9-]+\.)?api\.sanity\.io:443$/;

/**
 * Lets the front serve as the HTTPS proxy (`HTTPS_PROXY`, which `@sanity/client` honours) of the
 * `sanity` CLI: a `CONNECT` to Sanity's API host is answered by this same server, so the CLI's
 * requests to `https://{projectId}.api.sanity.io/v.../...` reach the lake with their paths unchanged.
 * The front's certificate names those hosts (`certificate.ts`); the CLI trusts it through
 * `NODE_EXTRA_CA_CERTS`. Any other tunnel is refused.
 */
export function serveSanityCliTunnels(server: Http2SecureServer): void {
  server.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!SANITY_API_HOST.test(request.url ?? '')) {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    server.emit('connection', socket);
  });
}
