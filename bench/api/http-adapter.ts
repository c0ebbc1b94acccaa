import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { frontDoor } from '../../web/server/front-door/front-door';

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;
export type RouteTable = [RegExp, Record<string, unknown>, string[]?][];

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '127.0.0.1');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(response: Response, res: ServerResponse) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves Next.js route handlers from a plain node:http server behind the site's front door, the
 * way `pnpm start` calls them: a Web Request in, a Web Response out. No build is needed.
 */
export async function serveRouteHandlers(routes: RouteTable, siteUrl: string) {
  const server = createServer(
    frontDoor((req, res) => {
      const { pathname } = new URL(req.url ?? '/', siteUrl);
      const route = routes.find(([pattern]) => pattern.test(pathname));
      const handler = route?.[1][req.method ?? 'GET'];
      if (!route || typeof handler !== 'function') {
        res.writeHead(404).end();
        return;
      }
      const match = route[0].exec(pathname) ?? [];
      const params = Object.fromEntries((route[2] ?? []).map((name, index) => [name, match[index + 1]]));
      toRequest(req, siteUrl)
        .then((request) => (handler as Handler)(request, { params: Promise.resolve(params) }))
        .then((response) => send(response, res))
        .catch((error: unknown) => {
          console.error(error);
          res.writeHead(500).end();
        });
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
