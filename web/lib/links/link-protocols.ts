/** The protocols a rich-text link may use (spec section 5); a link without one gets http. */
export const LINK_PROTOCOLS = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

export const DEFAULT_LINK_PROTOCOL = 'http';

// Browsers ignore ASCII whitespace and control characters inside a scheme ('java\tscript:').
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)$/is;

/** The scheme a browser would read from an href, lower-cased, or null for a relative one. */
function schemeOf(href: string): string | null {
  const match = href.replace(IGNORED_IN_SCHEME, '').match(SCHEME);
  if (!match) return null;
  const [, scheme, rest] = match;
  // 'example.com:8080/…' and 'localhost:3000' are hosts with a port, not schemes.
  if (scheme.includes('.') || /^\d+(\/|$)/.test(rest)) return null;
  return scheme.toLowerCase();
}

/** Whether an href names one of the allowed protocols. */
export function hasAllowedProtocol(href: string): boolean {
  const scheme = schemeOf(href);
  return scheme !== null && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/**
 * The href to store for what a user typed: unchanged with an allowed protocol, with 'http://'
 * in front when it has none, and null when its protocol is not allowed (javascript:, data:…).
 */
export function normalizeLinkHref(input: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed from links
  const href = input.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (!href) return null;
  if (schemeOf(href) === null) return `${DEFAULT_LINK_PROTOCOL}://${href.replace(/^\/+/, '')}`;
  return hasAllowedProtocol(href) ? href : null;
}
