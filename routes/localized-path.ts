import { type AppPathname, type Locale, pathnames } from './pathnames';

export type RouteParams = Record<string, string | number>;

/** The public path template of an internal route in one locale, e.g. '/cs/spolecnost/[company_slug]'. */
export function localizedTemplate(pathname: AppPathname, locale: Locale): string {
  const entry = pathnames[pathname];
  const template: string = typeof entry === 'string' ? entry : entry[locale];
  return template === '/' ? `/${locale}` : `/${locale}${template}`;
}

/**
 * The public path of an internal route in one locale, with its [params] filled in,
 * e.g. localizedPath('/company/[company_slug]', 'cs', {company_slug: 'acme'}) === '/cs/spolecnost/acme'.
 * A plain function (no React, no Next.js), so the Studio, the sitemap and tests can use it.
 */
export function localizedPath(pathname: AppPathname, locale: Locale, params: RouteParams = {}): string {
  return localizedTemplate(pathname, locale).replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter "${name}" for ${pathname}`);
    return encodeURIComponent(String(value));
  });
}
