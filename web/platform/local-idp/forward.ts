import 'server-only';
import { escapeHtml } from '@/lib/html/escape-html';
import { platformEnv } from '../env';
import { htmlResponse } from '../http/html-page';
import { requestLocale } from '../i18n/request-locale';
import { platformTranslator } from '../i18n/texts';
import { LocalIdpUnavailableError, localIdp } from './server';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'host', 'content-length'];

/**
 * Serves a browser request under /dev-idp: oidc-provider is a Koa (Node req/res) application, so
 * the request is handed to it on its loopback port with the site's host as X-Forwarded-Host.
 */
export async function forwardToLocalIdp(request: Request): Promise<Response> {
  const idp = await localIdp().catch((error: unknown) => {
    if (error instanceof LocalIdpUnavailableError) return error;
    throw error;
  });
  if (idp instanceof LocalIdpUnavailableError) return unavailablePage(request, idp.message);
  const { internalUrl } = idp;
  const url = new URL(request.url);
  const site = new URL(platformEnv().siteUrl);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', site.host);
  headers.set('x-forwarded-proto', site.protocol.slice(0, -1));
  const target = `${new URL(internalUrl).origin}${url.pathname}${url.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const upstream = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
  });
  const responseHeaders = new Headers(upstream.headers);
  for (const name of HOP_BY_HOP) responseHeaders.delete(name);
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

function unavailablePage(request: Request, reason: string): Response {
  const locale = requestLocale(request.headers);
  const title = platformTranslator(locale, 'LocalSignIn')('unavailable');
  return htmlResponse(
    { locale, title, content: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(reason)}</p>` },
    503,
  );
}
