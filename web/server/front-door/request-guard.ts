import 'server-only';

/** The methods the site answers; anything else is refused before Next.js builds a request. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The longest request target (path and query) the site answers. No page or call needs more, and
 * the answer repeats the path in a header (Next.js's rewrite), which must stay within what a proxy
 * in front reads (nginx: `proxy_buffer_size`, deploy/nginx-shared-cache.conf) and what fetch
 * accepts (16 KB of headers); nginx itself refuses a longer request line with its defaults.
 */
export const MAX_REQUEST_TARGET_LENGTH = 8192;

export interface Refusal {
  status: 400 | 403 | 405 | 414;
  /** What is wrong, as a word a program can test (`malformed_path`, `uri_too_long`, …). */
  code: string;
  headers: Record<string, string>;
  /** The JSON answer: `{ error: { code, message } }`, the message in English. */
  body: string;
  /** The figures the message names (an address's length and the longest answered). */
  figures?: Record<string, number>;
}

export const refusal = (
  status: Refusal['status'],
  code: string,
  message: string,
  headers = {},
  figures?: Refusal['figures'],
): Refusal => ({
  status,
  code,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify({ error: { code, message } }),
  figures,
});

const CONTROL_CHARACTER = /\p{Cc}/u;

/** The text a segment decodes to, or null when it is not well-formed percent-encoded UTF-8. */
const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/**
 * Whether each path segment is well-formed percent-encoded UTF-8 that stays so when the router
 * decodes a dynamic segment a second time (`%25ff` fails there), with no control characters
 * (a NUL reaches file names in the page cache). No page of the site has either.
 */
function isWellEncodedPath(path: string): boolean {
  return path.split('/').every((segment) => {
    if (!segment.includes('%')) return true;
    const once = decoded(segment);
    const twice = once === null ? null : decoded(once);
    return twice !== null && !CONTROL_CHARACTER.test(twice);
  });
}

/**
 * The answer for a request the framework cannot handle (it throws, which is a 500): a method it
 * does not know (TRACE, CONNECT, PROPFIND, …) is 405 with Allow, a path with malformed
 * percent-encoding 400, an address too long to answer (above) 414. Null: the request goes on.
 */
export function refuseUnservableRequest(
  method: string | undefined,
  rawUrl: string | undefined,
): Refusal | null {
  if (!ALLOWED_METHODS.includes(method as (typeof ALLOWED_METHODS)[number])) {
    return refusal(405, 'method_not_allowed', `The method ${method} is not allowed.`, {
      Allow: ALLOWED_METHODS.join(', '),
    });
  }
  const target = rawUrl ?? '/';
  if (target.length > MAX_REQUEST_TARGET_LENGTH) {
    return refusal(
      414,
      'uri_too_long',
      `The address is ${target.length} characters long; the site answers addresses of up to ${MAX_REQUEST_TARGET_LENGTH}.`,
      {},
      { length: target.length, max: MAX_REQUEST_TARGET_LENGTH },
    );
  }
  const path = target.split('?')[0];
  if (!isWellEncodedPath(path)) {
    return refusal(400, 'malformed_path', 'The address contains malformed percent-encoding.');
  }
  return null;
}
