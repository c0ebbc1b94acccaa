import { internalPathOf, LOCALE_COOKIE, matchPublicPath } from '@tribe/routes';
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
 * After next-intl (which redirects to the address in the visitor's language and otherwise
 * rewrites the address to its route): a path that names no page is answered 404 by the catch-all
 * page (so the 404 is rendered on the server, in the visitor's language), and so is a page that
 * found no content when the server asks for it again (`RENDER_NOT_FOUND_HEADER`); a preview
 * without draft mode is answered 401 by the 401 page, likewise rendered on the server; a list goes
 * to its cached page, or with a query string to its filtered page, rendered per request. The
 * route comes from the route map, the same one next-intl rewrites by. A page rendered per request
 * that shows everyone the same is marked for the page cache, which keeps it per address.
 */
function routeLocalized(request: NextRequest, localized: NextResponse): NextResponse {
  if (localized.status >= 300) return localized;
  const match = matchPublicPath(request.nextUrl.pathname);
  if (!match) return new NextResponse(null, { status: 404, headers: localized.headers });
  const internalPath = internalPathOf(match);
  if (request.headers.has(RENDER_NOT_FOUND_HEADER)) {
    return rewriteTo(request, localized, notFoundPagePath(internalPath), 404);
  }
  const unauthorizedPage = previewWithoutDraftMode(internalPath, request.cookies);
  if (unauthorizedPage) return rewriteTo(request, localized, unauthorizedPage, 401);
  const variant = listVariantPath(internalPath, request.nextUrl.search);
  const response = variant ? rewriteTo(request, localized, variant) : localized;
  if (isDocumentRequest(request) && isSharedPerRequestPage(variant ?? internalPath)) {
    response.headers.set(SHARED_PAGE_HEADER, String(SHARED_PAGE_MAX_AGE_SECONDS));
  }
  return response;
}

/**
 * Serves the page at `internalPath` (with the address's query) instead of the one next-intl chose,
 * keeping the cookies and the language alternates (`Link`) next-intl set.
 */
function rewriteTo(request: NextRequest, localized: NextResponse, internalPath: string, status?: number) {
  const target = new URL(`${internalPath}${request.nextUrl.search}`, request.url);
  const response = NextResponse.rewrite(target, { status });
  for (const cookie of localized.cookies.getAll()) response.cookies.set(cookie);
  const alternates = localized.headers.get('link');
  if (alternates) response.headers.set('link', alternates);
  return response;
}

/** An internal path under the same locale that no route claims: the catch-all page answers it. */
const notFoundPagePath = (internalPath: string) => `/${internalPath.split('/')[1]}/page-not-found`;

/** A browser asking for the page itself (not the router's data request, which has the `rsc` header). */
const isDocumentRequest = (request: NextRequest) => request.method === 'GET' && !request.headers.has('rsc');

export const config = {
  matcher: ['/((?!api|auth|studio|dev-idp|content-images|healthz|readyz|_next|_vercel|.*\\..*).*)'],
};
