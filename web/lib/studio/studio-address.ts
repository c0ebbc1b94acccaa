import { escapeRegExp } from '../text/escape-reg-exp';

/**
 * The offline Studio works only at the site's own address: the editor's sign-in cookie and the
 * local Content Lake's CORS are bound to it. Another name of the same server (127.0.0.1 for a site
 * on localhost) is sent to the same Studio path at the site's address, query included. Online,
 * Sanity's own sign-in governs the Studio wherever it is served.
 */
export function offlineStudioAddressRedirects(siteUrl: string, online: boolean) {
  if (online) return [];
  const { origin, hostname } = new URL(siteUrl);
  return ['/studio', '/studio/:path*'].map((source) => ({
    source,
    missing: [{ type: 'host' as const, value: escapeRegExp(hostname) }],
    destination: `${origin}${source}`,
    permanent: false,
  }));
}
