'use client';

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale, matchPublicPath } from '@tribe/routes';
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { type ComponentProps, useMemo } from 'react';
import { type Href, hrefPath } from './href';
import { useLocaleParam } from './use-locale-param';

/** The attribute that marks a link whose page {@link IntentPrefetch} fetches ahead. */
export const PREFETCH_ON_INTENT_ATTRIBUTE = 'data-prefetch-on-intent';

/**
 * The locale-aware link: an internal route (with its params and query) becomes the page's
 * localized path. Its page is fetched ahead when a visitor reaches for it (pointer over it,
 * focus, touch; see IntentPrefetch), not as soon as it scrolls into view: a page of cards would
 * otherwise have a phone fetch and parse every visible card's page while it is still hydrating
 * the one it shows.
 */
export function Link({ href, ...props }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href }) {
  const locale = useLocaleParam();
  return (
    <NextLink
      prefetch={false}
      {...{ [PREFETCH_ON_INTENT_ATTRIBUTE]: '' }}
      {...props}
      href={hrefPath(href, locale)}
    />
  );
}

/** The page's internal route ('/company/[company_slug]'), or its path without the locale when no route claims it. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocaleParam();
  return useMemo(() => {
    const match = matchPublicPath(pathname);
    if (match) return match.route;
    const prefix = `/${locale}`;
    return pathname === prefix || pathname.startsWith(`${prefix}/`)
      ? pathname.slice(prefix.length) || '/'
      : pathname;
  }, [pathname, locale]);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** Remembers a chosen language for the next visit (the router may answer a switch from its cache, without the proxy). */
function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Next.js's router, navigating to internal routes in the page's locale or, with `locale`, in another. */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocaleParam();
  return useMemo(() => {
    const go =
      (navigate: (path: string, options?: { scroll?: boolean }) => void) =>
      (href: Href, { locale, ...options }: NavigateOptions = {}) => {
        if (locale && locale !== current) rememberLocale(locale);
        navigate(hrefPath(href, locale ?? current), options);
      };
    return {
      ...router,
      push: go(router.push),
      replace: go(router.replace),
      prefetch: (href: Href) => router.prefetch(hrefPath(href, current)),
    };
  }, [router, current]);
}
