import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { frontDoor } from '@/server/front-door/front-door';
import { closeServer } from '../../support/close-server';
import { SITE } from './platform-env';
import { dispatch } from './routes';

/**
 * The route handlers behind a real HTTP server and the site's front door, as the custom server
 * runs them (the Node request handed on as the web Request's body, streamed), on a free port.
 */
export async function serveRoutes() {
  const server = http.createServer(
    frontDoor(async (incoming, outgoing) => {
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      const request = new Request(new URL(incoming.url ?? '/', SITE), {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
        body: hasBody ? (incoming as unknown as BodyInit) : undefined,
        duplex: 'half',
      } as RequestInit);
      const response = await dispatch(request);
      outgoing.writeHead(response.status, [...response.headers].flat());
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => closeServer(server),
  };
}
