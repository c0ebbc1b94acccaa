import { LOCALE_COOKIE, matchInternalPath } from '@tribe/routes';
import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { listVariantPath } from './lib/pages/filtered-lists';
import { isSharedPerRequestPage, SHARED_PAGE_MAX_AGE_SECONDS } from './lib/pages/shared-pages';
import { previewWithoutDraftMode } from './lib/preview/preview-gate';
import { RENDER_NOT_FOUND_HEADER } from './platform/server/not-found/render-not-found-header';
import { SHARED_PAGE_HEADER } from './platform/server/page-cache/shared-page-header';

const localize = createMiddleware(routing);
// Where Next.js reads a proxy's rewrite target (what NextResponse.rewrite sets).
const REWRITE_HEADER = 'x-middleware-rewrite';
const CONTINUE_HEADER = 'x-middleware-next';

/**
 * Locale routing. '/' serves the Czech home page itself (the spec lists it beside '/cs'),
 * unless the visitor chose English before; every other path goes through next-intl.
 */
export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname !== '/') return routeLocalized(request, localize(request));
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const url = request.nextUrl.clone();
  if (chosen && chosen !== routing.defaultLocale && hasLocale(routing.locales, chosen)) {
    url.pathname = `/${chosen}`;
    return NextResponse.redirect(url);
  }
  url.pathname = `/${routing.defaultLocale}`;
  return NextResponse.rewrite(url);
}

/**
 * After next-intl: a path that names no page is answered 404 by the catch-all page (so the 404
 * is rendered on the server, in the visitor's language), and so is a page that found no content
 * when the server asks for it again (`RENDER_NOT_FOUND_HEADER`); a preview without draft mode is
 * answered 401 by the 401 page, likewise rendered on the server; a list goes to its cached page,
 * or with a query string to its filtered page, rendered per request. A page rendered per request
 * that shows everyone the same is marked for the page cache, which keeps it per address.
 */
function routeLocalized(request: NextRequest, response: NextResponse): NextResponse {
  if (response.status >= 300) return response;
  const target = new URL(response.headers.get(REWRITE_HEADER) ?? request.url);
  if (!matchInternalPath(target.pathname)) {
    return new NextResponse(null, { status: 404, headers: response.headers });
  }
  if (request.headers.has(RENDER_NOT_FOUND_HEADER)) {
    return answerWithPage(response, target, notFoundPagePath(target.pathname), 404);
  }
  const unauthorizedPage = previewWithoutDraftMode(target.pathname, request.cookies);
  if (unauthorizedPage) return answerWithPage(response, target, unauthorizedPage, 401);
  const variant = listVariantPath(target.pathname, request.nextUrl.search);
  if (variant) {
    target.pathname = variant;
    target.search = request.nextUrl.search;
    response.headers.set(REWRITE_HEADER, target.toString());
    response.headers.delete(CONTINUE_HEADER);
  }
  if (isDocumentRequest(request) && isSharedPerRequestPage(target.pathname)) {
    response.headers.set(SHARED_PAGE_HEADER, String(SHARED_PAGE_MAX_AGE_SECONDS));
  }
  return response;
}

/** Answers with a status and the page at `internalPath`, which renders that status's text on the server. */
function answerWithPage(response: NextResponse, target: URL, internalPath: string, status: number) {
  target.pathname = internalPath;
  response.headers.set(REWRITE_HEADER, target.toString());
  response.headers.delete(CONTINUE_HEADER);
  return new NextResponse(null, { status, headers: response.headers });
}

/** An internal path under the same locale that no route claims: the catch-all page answers it. */
const notFoundPagePath = (internalPath: string) => `/${internalPath.split('/')[1]}/page-not-found`;

/** A browser asking for the page itself (not the router's data request, which has the `rsc` header). */
const isDocumentRequest = (request: NextRequest) => request.method === 'GET' && !request.headers.has('rsc');

export const config = {
  matcher: ['/((?!api|auth|studio|dev-idp|content-images|healthz|readyz|_next|_vercel|.*\\..*).*)'],
};
