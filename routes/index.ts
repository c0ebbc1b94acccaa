export { localizedPath, localizedTemplate, type RouteParams } from './localized-path';
export { fixedPrefix, matchInternalPath, type RouteMatch } from './match-route';
export * from './pathnames';
export { type CacheClass, type RouteFacts, routeFacts } from './route-facts';
