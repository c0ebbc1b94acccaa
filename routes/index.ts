export { localizedPath, localizedTemplate, type RouteParams } from './localized-path';
export {
  fixedPrefix,
  internalPathOf,
  matchInternalPath,
  matchPublicPath,
  type RouteMatch,
} from './match-route';
export * from './pathnames';
export { type CacheClass, type RouteFacts, routeFacts } from './route-facts';
