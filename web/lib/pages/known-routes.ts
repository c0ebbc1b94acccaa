import { type AppPathname, pathnames } from '@tribe/routes';

function routePattern(route: AppPathname): string {
  if (route === '/') return '';
  return route.replace(/\[[^\]]+\]/g, '[^/]+');
}

// Every internal route, under its locale.
const appRoute = new RegExp(
  `^/[a-z]{2}(${(Object.keys(pathnames) as AppPathname[]).map(routePattern).join('|')})/?$`,
);

/** Whether an internal path (after the locale proxy) names a page of the app. */
export function isKnownRoute(internalPath: string): boolean {
  return appRoute.test(internalPath);
}
