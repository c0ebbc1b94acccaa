import { internalPathOf, LOCALE_COOKIE, matchPublicPath } from '@tribe/routes';
import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { contentNotFoundPage, contentOfPage } from '@/content/missing-content';
import { sitePolicy } from './config/content-security-policy';
import { sitePolicyInputs } from './config/policy-inputs';
import { contentExists } from './content/content-exists';
import { routing } from './i18n/routing';
import { listVariantPath } from './lib/pages/filtered-lists';
import { rendersPerRequest } from './lib/pages/per-request-pages';
import { hasDraftModeCookie, previewWithoutDraftMode } from './lib/preview/preview-gate';
import { membersOwnDocuments } from './platform/preview/member-preview';

const localize = createMiddleware(routing);

/**
 * Locale routing. '/' serves the Czech home page itself (the spec lists it beside '/cs'),
 * unless the visitor chose English before; every other path goes through next-intl. What '/'
 * answers depends on the language cookie, so its answer varies on `Cookie` for shared caches.
 */
export default async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname !== '/') return routeLocalized(request, localize(request));
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const url = request.nextUrl.clone();
  if (chosen && chosen !== routing.defaultLocale && hasLocale(routing.locales, chosen)) {
    url.pathname = `/${chosen}`;
    return varyOnCookie(NextResponse.redirect(url));
  }
  url.pathname = `/${routing.defaultLocale}`;
  return varyOnCookie(NextResponse.rewrite(url));
}

function varyOnCookie(response: NextResponse): NextResponse {
  response.headers.set('Vary', 'Cookie');
  return response;
}

/**
 * After next-intl (which redirects to the address in the visitor's language and otherwise
 * rewrites the address to its route): a path that names no page is answered 404 by the catch-all
 * page (so the 404 is rendered on the server, in the visitor's language); so is an address whose
 * content does not exist, outside draft mode (where a draft may be all there is); a preview without
 * draft mode (unless a member of the document's company asks) is answered 401 by the 401 page,
 * likewise rendered on the server; a list goes to its cached
 * page, or with a query string to its filtered page, rendered per request. The route comes from
 * the route map, the same one next-intl rewrites by. A page rendered per request gets a policy
 * with a nonce of its own, which Next.js puts on its scripts.
 */
async function routeLocalized(request: NextRequest, localized: NextResponse): Promise<NextResponse> {
  if (localized.status >= 300) return localized;
  const { pathname } = request.nextUrl;
  const match = matchPublicPath(pathname);
  if (!match) return rewriteTo(request, pathname, { status: 404 });
  const content = hasDraftModeCookie(request.cookies) ? null : contentOfPage(match);
  if (content && !(await contentExists(content))) {
    return rewriteTo(request, contentNotFoundPage(match.locale, pathname), { status: 404 });
  }
  const internalPath = internalPathOf(match);
  const unauthorizedPage = previewWithoutDraftMode(internalPath, request.cookies);
  if (unauthorizedPage && !(await membersOwnDocuments(request.headers, [match.params.id ?? '']))) {
    return rewriteTo(request, unauthorizedPage, { status: 401 });
  }
  const variant = listVariantPath(internalPath, request.nextUrl.search);
  const served = variant ?? internalPath;
  if (rendersPerRequest(served)) {
    return rewriteTo(request, served, { policy: sitePolicy(sitePolicyInputs(), nonce()) });
  }
  return variant ? rewriteTo(request, variant) : localized;
}

/** A fresh nonce for one answer's scripts. */
const nonce = () => Buffer.from(crypto.randomUUID()).toString('base64');

/**
 * Serves the page at `internalPath` (with the address's query) instead of the one next-intl chose;
 * with `policy`, the page renders under that Content-Security-Policy (Next.js reads its nonce
 * from the request).
 */
function rewriteTo(
  request: NextRequest,
  internalPath: string,
  { status, policy }: { status?: number; policy?: string } = {},
) {
  const target = new URL(`${internalPath}${request.nextUrl.search}`, request.url);
  const headers = new Headers(request.headers);
  if (policy) headers.set('Content-Security-Policy', policy);
  const response = NextResponse.rewrite(target, { status, request: { headers } });
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  matcher: ['/((?!api|auth|studio|dev-idp|content-images|healthz|readyz|_next|_vercel|.*\\..*).*)'],
};
