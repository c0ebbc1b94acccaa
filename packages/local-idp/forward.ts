import { escapeHtml } from '@tribe/server-kit/escape-html';
import type { SignInPagesFor } from './options';
import { type LocalIdp, LocalIdpUnavailableError } from './server';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'];
/** The sign-in form holds three short fields; anything larger is refused before it is read. */
export const MAX_FORM_BYTES = 16 * 1024;

/** The body, or null once it passes the limit (read in chunks, so a huge one is never held). */
async function limitedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > MAX_FORM_BYTES) {
      await reader?.cancel();
      return null;
    }
    chunks.push(part.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export interface ForwardOptions {
  /** The provider of this process, started on first use; rejects with LocalIdpUnavailableError when it may not run. */
  idp(): Promise<LocalIdp>;
  /** The site's public URL, whose host and protocol the provider builds its URLs with. */
  siteUrl: string;
  /** Whether the request's connection comes from this machine, by its socket's address. */
  isLocalRequest(request: Request): boolean;
  pages: SignInPagesFor;
}

/**
 * Serves a browser request under /dev-idp: oidc-provider is a Koa (Node req/res) application, so
 * the request is handed to it on its loopback port with the site's host as X-Forwarded-Host.
 * A caller on another machine is told nothing is here: the form signs anyone in as anyone.
 */
export async function forwardToLocalIdp(request: Request, options: ForwardOptions): Promise<Response> {
  if (!options.isLocalRequest(request)) return new Response('Not found', { status: 404 });
  const idp = await options.idp().catch((error: unknown) => {
    if (error instanceof LocalIdpUnavailableError) return error;
    throw error;
  });
  if (idp instanceof LocalIdpUnavailableError)
    return errorPage(request, options.pages, 'unavailable', 503, idp.message);
  const { internalUrl } = idp;
  const url = new URL(request.url);
  const site = new URL(options.siteUrl);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', site.host);
  headers.set('x-forwarded-proto', site.protocol.slice(0, -1));
  const target = `${new URL(internalUrl).origin}${url.pathname}${url.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await limitedBody(request) : undefined;
  if (body === null) return errorPage(request, options.pages, 'too_large', 413);
  const upstream = await fetch(target, { method: request.method, headers, body, redirect: 'manual' });
  const responseHeaders = new Headers(upstream.headers);
  for (const name of HOP_BY_HOP) responseHeaders.delete(name);
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

function errorPage(
  request: Request,
  pagesFor: SignInPagesFor,
  key: 'unavailable' | 'too_large',
  status: number,
  reason?: string,
) {
  const pages = pagesFor(request.headers);
  const title = pages.text(key);
  const detail = reason ? `<p>${escapeHtml(reason)}</p>` : '';
  const { html, csp } = pages.render({ title, content: `<h1>${escapeHtml(title)}</h1>${detail}` });
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
