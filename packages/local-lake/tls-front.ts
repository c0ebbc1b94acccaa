import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Logger } from '@tribe/server-kit/logger';
import { lakeCertificate } from './certificate';
import { serveSanityCliTunnels } from './cli-tunnel';
import { LakeError, lakeErrorResponse } from './http';
import type { LakeEnv } from './lake-env';
import type { LakeEditors } from './options';
import { createPresenceSockets } from './presence';
import type { LakeRequestHandler } from './router';
import { trustedPage } from './trusted-page';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids in an answer. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]);

export class LakeUnavailableError extends Error {
  override name = 'LakeUnavailableError';
}

export interface LakeFrontOptions {
  /** The site's origin: the Studio the trust page leads back to, and the presence socket's only origin. */
  siteOrigin: string;
  projectId: string;
  dataset: string;
  /** The lake's API (`createLakeHandler`): every path but the assets'. */
  handleLake: LakeRequestHandler;
  /**
   * The images and files at the paths Sanity's CDN gives them (`images|files/{projectId}/{dataset}/{file}`):
   * the Studio builds their URLs on the lake's host.
   */
  handleAsset: LakeRequestHandler;
  /** Who a token belongs to, for the Studio's presence socket. */
  editors: Pick<LakeEditors, 'ofToken'>;
  settings: LakeEnv;
  log: Logger;
}

export interface LakeFront {
  /**
   * The one address the Studio reaches the lake and its images on, and whose certificate the
   * browser accepts once: `https://{projectId}.localhost:{port}`.
   */
  apiHost: string;
}

/** The front's request as the handlers take it, aborted when the client goes away. */
function fetchRequest(req: Http2ServerRequest, apiHost: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${apiHost}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
    signal,
  } as RequestInit);
}

function send(res: Http2ServerResponse, response: Response): void {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as NodeReadableStream)
    .on('error', () => res.destroy())
    .pipe(res);
}

const isAssetPath = ([first]: string[]) => first === 'images' || first === 'files';

async function answer(
  req: Http2ServerRequest,
  res: Http2ServerResponse,
  { apiHost, options }: { apiHost: string; options: LakeFrontOptions },
): Promise<void> {
  if (req.url === '/' && req.method === 'GET') {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(trustedPage(`${options.siteOrigin}/studio`));
    return;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const request = fetchRequest(req, apiHost, abort.signal);
  const segments = new URL(request.url).pathname.slice(1).split('/').map(decodeURIComponent);
  const handle = isAssetPath(segments) ? options.handleAsset : options.handleLake;
  send(res, await handle(request, segments, req.socket.remoteAddress ?? ''));
}

const abortedByClient = (error: unknown) => error instanceof Error && error.name === 'AbortError';

function failure(error: unknown): Response {
  if (error instanceof URIError) {
    return lakeErrorResponse(new LakeError(400, 'badRequest', 'The path is not valid percent-encoding.'));
  }
  return lakeErrorResponse(
    new LakeError(500, 'internalError', 'The local Content Lake failed; see the site’s log.'),
  );
}

/**
 * Starts the lake's HTTP/2 front on its loopback port: the Studio opens many listeners at once,
 * which HTTP/1.1's six connections per host cannot carry. The front answers each request in this
 * process, through the lake's handler or the asset handler, with the socket's address it came
 * on; it serves the presence socket too. Start it once per process.
 */
export async function startLakeFront(options: LakeFrontOptions): Promise<LakeFront> {
  const { projectId, dataset, editors, settings, log, siteOrigin } = options;
  const apiHost = `https://${projectId}.localhost:${settings.port}`;
  const { cert, key } = await lakeCertificate(settings);
  const server = createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    answer(req, res, { apiHost, options }).catch((error: unknown) => {
      if (abortedByClient(error)) return;
      if (!(error instanceof URIError)) log.error({ err: error }, 'Local Content Lake: a request failed');
      if (res.headersSent) res.destroy();
      else send(res, failure(error));
    });
  });
  // Browsers open a WebSocket on a connection of its own over HTTP/1.1 (this front does not offer
  // RFC 8441's WebSockets over HTTP/2), which the server takes as an upgrade once allowHTTP1 let it fall back.
  const presence = createPresenceSockets({ siteOrigin, dataset, editors, log });
  server.on('upgrade', presence.handleUpgrade);
  serveSanityCliTunnels(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new LakeUnavailableError(`LOCAL_LAKE_PORT ${settings.port} is in use; choose another port.`)
          : error,
      ),
    );
    server.listen(settings.port, '127.0.0.1', resolve);
  });
  server.unref();
  log.info(`Local Content Lake (HTTP/2, TLS) serves the Studio on ${apiHost}.`);
  return { apiHost };
}
