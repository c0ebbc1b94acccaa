import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { closeServer } from '../support/close-server';

type AssetRoute = (
  request: Request,
  context: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) => Promise<Response>;

type LakeHandler = (request: Request, segments: string[], peerAddress: string) => Promise<Response>;

const siteLake: LakeHandler = async (request, segments, peerAddress) => {
  const { handleLakeRequest } = await import('@/content/local-lake');
  return handleLakeRequest(request, segments, peerAddress);
};

/**
 * The lake and the site's asset routes on a real loopback port, as a client outside the site
 * reaches them: `/v{apiVersion}/...` goes to the lake's handler (the site's unless given another),
 * `/content-images/images|files/...` to the image and file routes. Start it before the site's
 * settings load: its origin is the site's.
 */
export async function startLakeHttpServer(lake: LakeHandler = siteLake) {
  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function respond(request: Request, pathname: string, peerAddress: string): Promise<Response> {
    const [, root, kind, projectId, dataset, file] = pathname.split('/').map(decodeURIComponent);
    if (root === 'content-images' && projectId && dataset && file) {
      const params = Promise.resolve({ projectId, dataset, file });
      const route: { GET: AssetRoute } =
        kind === 'files'
          ? await import('@/app/content-images/files/[projectId]/[dataset]/[file]/route')
          : await import('@/app/content-images/images/[projectId]/[dataset]/[file]/route');
      return route.GET(request, { params });
    }
    return lake(request, pathname.slice(1).split('/').map(decodeURIComponent), peerAddress);
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const url = new URL(req.url ?? '/', origin);
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    const response = await respond(request, url.pathname, req.socket.remoteAddress ?? '');
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.flushHeaders();
    if (!response.body) {
      res.end();
      return;
    }
    Readable.fromWeb(response.body as NodeReadableStream)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  return {
    origin,
    close: () => closeServer(server),
  };
}
