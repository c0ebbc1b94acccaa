import { publicEnv } from '@/config/public-env';

/** The same page at the site's own address, or null when `current` is there already. */
export function atSiteAddress(current: URL, siteUrl: string = publicEnv.siteUrl): string | null {
  const site = new URL(siteUrl);
  if (current.origin === site.origin) return null;
  return `${site.origin}${current.pathname}${current.search}${current.hash}`;
}

/**
 * Sign-in works only at the site's own address: its session cookie is set there and the sign-in
 * window reports back to it. On another name of the same server (127.0.0.1 for a site on
 * localhost) this moves the page to the same path at the site's address and answers true.
 */
export function moveToSiteAddress(): boolean {
  const target = atSiteAddress(new URL(window.location.href));
  if (target) window.location.assign(target);
  return target !== null;
}
