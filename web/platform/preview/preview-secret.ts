import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { platformEnv } from '../env';

/** The offline preview secret (PREVIEW_SECRET, or derived from the auth secret). */
export const previewSecret = (): string => platformEnv().previewSecret;

export function isPreviewSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(previewSecret());
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const SITE = 'http://site.invalid';
/** Control characters, whitespace (browsers drop tabs and newlines from URLs) and backslashes. */
const UNSAFE_CHARACTER = /[\p{Cc}\s\\]/u;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Only a path on this site may follow the enable call (no open redirect): the value and its
 * decoded form must start with one slash and hold no control characters, whitespace or
 * backslashes, and a URL parser must keep it on the site. Answers the path normalised
 * (non-ASCII percent-encoded), ready for a Location header.
 */
export function safePreviewPath(value: string | null): string | null {
  if (!value) return null;
  const plain = decoded(value);
  if (plain === null) return null;
  for (const text of [value, plain]) {
    if (!text.startsWith('/') || text.startsWith('//') || UNSAFE_CHARACTER.test(text)) return null;
  }
  const url = new URL(value, SITE);
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
