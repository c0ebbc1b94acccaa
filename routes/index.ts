export { localizedPath, localizedTemplate, type RouteParams } from './localized-path';
export * from './pathnames';
