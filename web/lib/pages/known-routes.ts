import { type AppPathname, pathnames } from '@tribe/routes';
import { FILTERED_LIST_SEGMENT, isFilterableList } from './filtered-lists';

function routePattern(route: AppPathname): string {
  if (route === '/') return '';
  return route.replace(/\[[^\]]+\]/g, '[^/]+');
}

// Every internal route, under its locale.
const appRoute = new RegExp(
  `^/[a-z]{2}(${(Object.keys(pathnames) as AppPathname[]).map(routePattern).join('|')})/?$`,
);
const filteredSuffix = `/${FILTERED_LIST_SEGMENT}`;

/** Whether an internal path (after the locale proxy) names a page of the app. */
export function isKnownRoute(internalPath: string): boolean {
  if (appRoute.test(internalPath)) return true;
  return (
    internalPath.endsWith(filteredSuffix) && isFilterableList(internalPath.slice(0, -filteredSuffix.length))
  );
}
