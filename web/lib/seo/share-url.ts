/**
 * The address to share (spec section 2): the page's canonical address with the query string the
 * visitor opened it with, so campaign tags (utm_source…) travel with the link. Cached pages only
 * know their canonical address, so the query comes from the browser's location.
 */
export function shareUrl(canonical: string, location: { href: string; search: string }): string {
  const link = new URL(canonical, location.href);
  link.search = location.search;
  return link.toString();
}
