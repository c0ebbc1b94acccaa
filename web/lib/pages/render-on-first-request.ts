/**
 * `generateStaticParams` for a public page with dynamic segments: nothing is built ahead, each
 * path is rendered on its first request and then served from the cache until content changes
 * (an unknown slug or id is a cached 404 the same way).
 */
export function renderOnFirstRequest(): never[] {
  return [];
}
