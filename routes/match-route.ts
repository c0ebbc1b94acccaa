import { localizedTemplate } from './localized-path';
import { type AppPathname, type Locale, locales, pathnames } from './pathnames';

export interface RouteMatch {
  locale: Locale;
  route: AppPathname;
  params: Record<string, string>;
}

const isParameter = (segment: string) => segment.startsWith('[') && segment.endsWith(']');
/** A path's segments; one trailing slash is allowed, an empty segment elsewhere matches nothing. */
const segmentsOf = (path: string) => {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
};

const routes = Object.keys(pathnames) as AppPathname[];
const routeSegments = new Map(routes.map((route) => [route, segmentsOf(route)]));

/** Where two routes both match, the one with a fixed segment at the first place they differ wins, as in Next.js. */
function precedes(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = Number(isParameter(a[i])) - Number(isParameter(b[i]));
    if (difference !== 0) return difference;
  }
  return 0;
}

function matchSegments(template: string[], path: string[]): Record<string, string> | null {
  if (template.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    if (isParameter(template[i]) && path[i] !== '') params[template[i].slice(1, -1)] = path[i];
    else if (template[i] !== path[i]) return null;
  }
  return params;
}

type RouteTemplates = (route: AppPathname, locale: Locale) => string[];

const internalSegments: RouteTemplates = (route) => routeSegments.get(route) as string[];
const publicSegments = new Map(
  locales.map((locale) => [
    locale,
    new Map(routes.map((route) => [route, segmentsOf(localizedTemplate(route, locale)).slice(1)])),
  ]),
);
const localizedSegments: RouteTemplates = (route, locale) =>
  publicSegments.get(locale)?.get(route) as string[];

/** The route whose template (internal or public) matches a path, preferring fixed segments. */
function matchPath(path: string, templateOf: RouteTemplates): RouteMatch | null {
  const [locale, ...rest] = segmentsOf(path);
  if (!(locales as readonly string[]).includes(locale)) return null;
  let best: { route: AppPathname; params: Record<string, string>; template: string[] } | null = null;
  for (const route of routes) {
    const template = templateOf(route, locale as Locale);
    const params = matchSegments(template, rest);
    if (!params) continue;
    if (!best || precedes(template, best.template) < 0) best = { route, params, template };
  }
  return best && { locale: locale as Locale, route: best.route, params: best.params };
}

/**
 * The app route an internal path names (what the locale proxy rewrites a public path to:
 * `/{locale}{route}`, e.g. '/cs/company/acme/jobs'), with its locale and parameters; null when
 * no route claims it.
 */
export const matchInternalPath = (internalPath: string): RouteMatch | null =>
  matchPath(internalPath, internalSegments);

/**
 * The app route a public path names ('/cs/spolecnost/acme/prace'), with its locale and
 * parameters as they stand in the address (still percent-encoded); null when no route claims it.
 */
export const matchPublicPath = (publicPath: string): RouteMatch | null =>
  matchPath(publicPath, localizedSegments);

/** The internal path of a matched route: '/cs/company/acme/jobs'. */
export function internalPathOf({ locale, route, params }: RouteMatch): string {
  const path = route.replace(/\[([^\]]+)\]/g, (_, name: string) => params[name]);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The fixed start of a route's path template, up to its first parameter: '/cs/profil', '/en/company/edit'. */
export function fixedPrefix(template: string): string {
  const fixed: string[] = [];
  for (const segment of segmentsOf(template)) {
    if (isParameter(segment)) break;
    fixed.push(segment);
  }
  return `/${fixed.join('/')}`;
}
