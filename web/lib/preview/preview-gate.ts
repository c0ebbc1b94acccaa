import { matchInternalPath, routeFacts } from '@tribe/routes';

// The cookie Next.js sets when draft mode is enabled (its draft mode guide names it).
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Whether the request carries draft mode's cookie (the page itself checks that it is valid). */
export const hasDraftModeCookie = (cookies: { has(name: string): boolean }) => cookies.has(DRAFT_MODE_COOKIE);

/**
 * Where the proxy sends a preview requested without draft mode: the 401 page of the same locale,
 * which renders its text on the server. (A preview that calls `unauthorized()` itself gets the
 * framework's empty error shell, filled in only by JavaScript; the page still calls it for a
 * draft mode cookie that is not valid.)
 */
export function previewWithoutDraftMode(internalPath: string, cookies: { has(name: string): boolean }) {
  const match = matchInternalPath(internalPath);
  if (!match || routeFacts[match.route].cache !== 'draft-only' || hasDraftModeCookie(cookies)) return null;
  return `/${match.locale}/preview-unauthorized`;
}
