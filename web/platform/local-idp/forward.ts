import 'server-only';
import { escapeHtml } from '@/lib/html/escape-html';
import { platformEnv } from '../env';
import { htmlResponse } from '../http/html-page';
import { isLoopbackPeer } from '../http/loopback-peer';
import { requestLocale } from '../i18n/request-locale';
import { platformTranslator } from '../i18n/texts';
import { LocalIdpUnavailableError, localIdp } from './server';

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

/**
 * Serves a browser request under /dev-idp: oidc-provider is a Koa (Node req/res) application, so
 * the request is handed to it on its loopback port with the site's host as X-Forwarded-Host.
 * A caller on another machine is told nothing is here: the form signs anyone in as anyone.
 */
export async function forwardToLocalIdp(request: Request): Promise<Response> {
  if (!isLoopbackPeer(request.headers)) return new Response('Not found', { status: 404 });
  const idp = await localIdp().catch((error: unknown) => {
    if (error instanceof LocalIdpUnavailableError) return error;
    throw error;
  });
  if (idp instanceof LocalIdpUnavailableError) return errorPage(request, 'unavailable', 503, idp.message);
  const { internalUrl } = idp;
  const url = new URL(request.url);
  const site = new URL(platformEnv().siteUrl);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', site.host);
  headers.set('x-forwarded-proto', site.protocol.slice(0, -1));
  const target = `${new URL(internalUrl).origin}${url.pathname}${url.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await limitedBody(request) : undefined;
  if (body === null) return errorPage(request, 'too_large', 413);
  const upstream = await fetch(target, { method: request.method, headers, body, redirect: 'manual' });
  const responseHeaders = new Headers(upstream.headers);
  for (const name of HOP_BY_HOP) responseHeaders.delete(name);
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

function errorPage(request: Request, key: 'unavailable' | 'too_large', status: number, reason?: string) {
  const locale = requestLocale(request.headers);
  const title = platformTranslator(locale, 'LocalSignIn')(key);
  const detail = reason ? `<p>${escapeHtml(reason)}</p>` : '';
  return htmlResponse({ locale, title, content: `<h1>${escapeHtml(title)}</h1>${detail}` }, status);
}
