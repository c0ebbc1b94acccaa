import { type AppPathname, type Locale, localizedPath, pathnames, type RouteParams } from '@tribe/routes';

type QueryValue = string | number | boolean;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Where a link or a navigation goes: an internal route, with its params and query when it has
 * them, and the id of a place on its page (`hash`, without '#').
 */
export type Href =
  | AppPathname
  | { pathname: AppPathname; params?: RouteParams; query?: Query; hash?: string };

const isRoute = (pathname: string): pathname is AppPathname => Object.hasOwn(pathnames, pathname);

/**
 * The public path of an href in a locale: '/company/[company_slug]' with { company_slug: 'acme' }
 * in Czech is '/cs/spolecnost/acme'. A path no route claims (a page not found) keeps its own, in
 * the locale's prefix.
 */
export function hrefPath(href: Href, locale: Locale): string {
  const { pathname, params, query, hash } = typeof href === 'string' ? { pathname: href } : href;
  const path = isRoute(pathname) ? localizedPath(pathname, locale, params) : `/${locale}${pathname}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) search.append(name, String(item));
  }
  const queryString = search.toString();
  return `${path}${queryString ? `?${queryString}` : ''}${hash ? `#${encodeURIComponent(hash)}` : ''}`;
}
