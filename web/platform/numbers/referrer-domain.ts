import { domainToASCII } from 'node:url';

/** A host name as DNS has them: letters, digits and hyphens in dot-separated labels of 1 to 63. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_HOST_LENGTH = 253;

const isHostName = (host: string) =>
  host.length > 0 && host.length <= MAX_HOST_LENGTH && host.split('.').every((label) => LABEL.test(label));

/**
 * The domain a visit came from, as a count's key: the referrer's host name in lower case ASCII
 * (an international name in its punycode form) without a leading `www.`. Nothing (null) for no
 * referrer, anything but http(s), a host that is no valid host name (the dashboard lists only
 * real ones), or this site itself, so moving between the site's own pages is never a source; the
 * path and query are never kept.
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
    domainToASCII(host)
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  const domain = bare(url.hostname);
  return isHostName(domain) && domain !== bare(siteHost) ? domain : null;
}
