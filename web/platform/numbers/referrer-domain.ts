/**
 * The domain a visit came from, as a count's key: the referrer's host name in lower case without
 * a leading `www.`. Nothing (null) for no referrer, anything but http(s), or this site itself, so
 * moving between the site's own pages is never a source; the path and query are never kept.
 */
export function referrerDomain(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const bare = (host: string) =>
    host
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  const domain = bare(url.hostname);
  return domain && domain !== bare(siteHost) ? domain : null;
}
