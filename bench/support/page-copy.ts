import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageCopy {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** Fetches a page once: its status, headers (without hop-by-hop ones) and bytes. */
export async function copyPage(url: string): Promise<PageCopy> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!hopByHop.has(name)) headers[name] = value;
  });
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The smallest Node server sending the same bytes: the baseline a cached page is compared with. */
export async function servePageCopy(
  copy: PageCopy,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(copy.status, { ...copy.headers, 'content-length': copy.body.length });
    response.end(copy.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
