// The cookie Next.js sets when draft mode is enabled (its draft mode guide names it).
const DRAFT_MODE_COOKIE = '__prerender_bypass';

// Internal paths (after the locale proxy) of the preview pages.
const PREVIEW_PAGE = /^\/[a-z]{2}\/(?:company|job|magazine)\/preview\/[^/]+\/?$/;

/**
 * Where the proxy sends a preview requested without draft mode: the 401 page of the same locale,
 * which renders its text on the server. (A preview that calls `unauthorized()` itself gets the
 * framework's empty error shell, filled in only by JavaScript; the page still calls it for a
 * draft mode cookie that is not valid.)
 */
export function previewWithoutDraftMode(internalPath: string, cookies: { has(name: string): boolean }) {
  if (!PREVIEW_PAGE.test(internalPath) || cookies.has(DRAFT_MODE_COOKIE)) return null;
  return `/${internalPath.split('/')[1]}/preview-unauthorized`;
}
