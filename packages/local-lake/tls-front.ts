import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Logger } from '@tribe/server-kit/logger';
import { lakeCertificate } from './certificate';
import type { LakeEnv } from './lake-env';
import type { LakeEditors } from './options';
import { createPresenceSockets } from './presence';
import { trustedPage } from './trusted-page';

/** Headers HTTP/2 forbids or that the forwarding changes. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
  'content-length',
  'content-encoding',
]);

export class LakeUnavailableError extends Error {
  override name = 'LakeUnavailableError';
}

export interface LakeFrontOptions {
  /** The site whose `/api/lake` routes and image and file routes answer every request. */
  siteOrigin: string;
  projectId: string;
  dataset: string;
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

function requestHeaders(req: Http2ServerRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('accept-encoding', 'identity');
  return headers;
}

/** Asset URLs built by the Studio point at the lake's host; the site's image and file routes serve them. */
const upstreamPath = (url: string) =>
  url.startsWith('/images/') || url.startsWith('/files/') ? `/content-images${url}` : `/api/lake${url}`;

async function forward(req: Http2ServerRequest, res: Http2ServerResponse, siteOrigin: string): Promise<void> {
  const url = req.url ?? '/';
  if (url === '/' && req.method === 'GET') {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(trustedPage(`${siteOrigin}/studio`));
    return;
  }
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const upstream = await fetch(`${siteOrigin}${upstreamPath(url)}`, {
    method: req.method,
    headers: requestHeaders(req),
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
    redirect: 'manual',
    signal: abort.signal,
  } as RequestInit);
  const headers: Record<string, string> = {};
  upstream.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  });
  res.writeHead(upstream.status, headers);
  if (!upstream.body) {
    res.end();
    return;
  }
  Readable.fromWeb(upstream.body as NodeReadableStream)
    .on('error', () => res.destroy())
    .pipe(res);
}

const abortedByClient = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Starts the lake's HTTP/2 front on its loopback port: the Studio opens many listeners at once,
 * which HTTP/1.1's six connections per host cannot carry. Each request is forwarded to the site's
 * own `/api/lake` route handlers, so writes run inside a request; the presence socket is served
 * here. Start it once per process.
 */
export async function startLakeFront({
  siteOrigin,
  projectId,
  dataset,
  editors,
  settings,
  log,
}: LakeFrontOptions): Promise<LakeFront> {
  const { cert, key } = await lakeCertificate(settings);
  const server = createSecureServer({ cert, key, allowHTTP1: true }, (req, res) => {
    forward(req, res, siteOrigin).catch((error: unknown) => {
      if (abortedByClient(error)) return;
      log.error({ err: error }, 'Local Content Lake: forwarding failed');
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { type: 'badGateway', description: 'The site did not answer the lake.' } }),
      );
    });
  });
  // Browsers open a WebSocket on a connection of its own over HTTP/1.1 (this front does not offer
  // RFC 8441's WebSockets over HTTP/2), which the server takes as an upgrade once allowHTTP1 let it fall back.
  const presence = createPresenceSockets({ siteOrigin, dataset, editors, log });
  server.on('upgrade', presence.handleUpgrade);
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
  const apiHost = `https://${projectId}.localhost:${settings.port}`;
  log.info(`Local Content Lake (HTTP/2, TLS) serves the Studio on ${apiHost}.`);
  return { apiHost };
}
