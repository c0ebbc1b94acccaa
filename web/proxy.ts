import { LOCALE_COOKIE } from '@tribe/routes';
import { type NextRequest, NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

const localize = createMiddleware(routing);

/**
 * Locale routing. '/' serves the Czech home page itself (the spec lists it beside '/cs'),
 * unless the visitor chose English before; every other path goes through next-intl.
 */
export default function proxy(request: NextRequest) {
  if (request.nextUrl.pathname !== '/') return localize(request);
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const url = request.nextUrl.clone();
  if (chosen && chosen !== routing.defaultLocale && hasLocale(routing.locales, chosen)) {
    url.pathname = `/${chosen}`;
    return NextResponse.redirect(url);
  }
  url.pathname = `/${routing.defaultLocale}`;
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: ['/((?!api|auth|studio|dev-idp|content-images|_next|_vercel|.*\\..*).*)'],
};
