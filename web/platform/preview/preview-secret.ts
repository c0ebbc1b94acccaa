import 'server-only';
import { platformEnv } from '@/server/env';
import { purposeKey, sameSecret } from '@/server/http/signed-token';

/** The offline preview secret: PREVIEW_SECRET, else derived from the auth secret so it is never guessable. */
export const previewSecret = (): string =>
  platformEnv().previewSecret ?? purposeKey('preview').toString('hex');

export function isPreviewSecret(candidate: string | null): boolean {
  return candidate ? sameSecret(candidate, previewSecret()) : false;
}

const SITE = 'http://site.invalid';
/** Control characters, whitespace (browsers drop tabs and newlines from URLs) and backslashes. */
const UNSAFE_CHARACTER = /[\p{Cc}\s\\]/u;
/** A path a browser reads as another host: `//host` or `/\\host`. */
const OTHER_HOST = /^\/[/\\]/;
/** Percent-decoding rounds checked: enough for a value encoded twice over, and then some. */
const DECODINGS = 3;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether a browser, and anything on the site that decodes it once more, keeps this path on the site. */
function staysOnSite(path: string): boolean {
  if (!path.startsWith('/') || OTHER_HOST.test(path) || UNSAFE_CHARACTER.test(path)) return false;
  const url = new URL(path, SITE);
  return url.origin === SITE && !OTHER_HOST.test(url.pathname);
}

/**
 * Only a path on this site may follow the enable and disable calls (no open redirect). The
 * target is resolved against the site first (dot segments collapse, tabs and newlines drop out,
 * as a browser does), and the result is judged: it must stay on the site with a path that does
 * not start with `//` or `/\\`, also after each percent-decoding (encoded twice over too), and hold
 * no control characters, whitespace or backslashes. Answers that result, ready for a Location header.
 */
export function safePreviewPath(value: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  let form: string | null = path;
  for (let round = 0; round <= DECODINGS; round++) {
    if (form === null || !staysOnSite(form)) return null;
    form = decoded(form);
  }
  return path;
}
