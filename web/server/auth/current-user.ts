import 'server-only';
import type { CurrentUser } from '@/contracts/user';
import { getAuth } from './auth';
import { sessionOutlivedAbsoluteExpiry } from './session-policy';
import { readUnchangedSession } from './unchanged-session';

export interface SessionRead {
  user: CurrentUser | null;
  /** The session's id while someone is signed in. */
  sessionId: string | null;
  /** Cookies to send back: a refreshed session cookie, or the cleared one of an ended session. */
  setCookies: string[];
}

/**
 * Reads the session the request's cookies carry. better-auth checks the idle expiry (and moves it
 * on); the absolute expiry is checked here, and a session past it is ended. A session with
 * nothing to change takes the one-query path of unchanged-session.ts.
 */
export async function readSession(headers: Headers): Promise<SessionRead> {
  const unchanged = await readUnchangedSession(headers);
  if (unchanged !== undefined)
    return { user: unchanged?.user ?? null, sessionId: unchanged?.sessionId ?? null, setCookies: [] };
  const auth = await getAuth();
  const read = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = read.headers.getSetCookie();
  const found = read.response;
  if (!found) return { user: null, sessionId: null, setCookies };
  if (sessionOutlivedAbsoluteExpiry(found.session.createdAt)) {
    const ended = await auth.api.signOut({ headers, asResponse: true });
    return { user: null, sessionId: null, setCookies: ended.headers.getSetCookie() };
  }
  const { id, name, surname, email, image } = found.user;
  return {
    user: { id, name, surname: surname ?? '', email, image: image ?? null },
    sessionId: found.session.id,
    setCookies,
  };
}

/** The signed-in user of a request (or of a server component's headers), or null. */
export async function getCurrentUser(source: Headers | Request): Promise<CurrentUser | null> {
  return (await readSession(source instanceof Request ? source.headers : source)).user;
}
