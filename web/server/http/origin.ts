import 'server-only';

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the browser says a request comes from the site itself: fetch metadata when the browser
 * sends it, otherwise the Origin (or, for a GET, the Referer) must be the site's origin.
 */
export function isSameOriginRequest(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  return (originOf(headers.get('origin')) ?? originOf(headers.get('referer'))) === siteOrigin;
}

/**
 * The check for state-changing API calls: an Origin header, when present, must be the site's;
 * without one, fetch metadata must say same-origin. A request with neither is refused.
 */
export function isTrustedMutation(headers: Headers, siteOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin) return originOf(origin) === siteOrigin;
  return headers.get('sec-fetch-site') === 'same-origin';
}
