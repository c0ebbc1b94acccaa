import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@/contracts/user';
import { type Database, getDatabase } from '../db';
import { session, user } from '../db/schema';
import { platformEnv } from '../env';
import { cookieValue } from '../http/cookie-value';
import { getAuth } from './auth';
import {
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_AFTER_SECONDS,
  sessionOutlivedAbsoluteExpiry,
} from './session-policy';

export interface SignedInSession {
  sessionId: string;
  user: CurrentUser;
}

const SIGNATURE_LENGTH = 44;

/** better-auth's signed cookie: `token.base64(HMAC-SHA256(secret, token))`; the token, or null when forged. */
function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  if (given.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return timingSafeEqual(given, expected) ? token : null;
}

const sessionWithUser = new WeakMap<Database, ReturnType<typeof prepareSessionWithUser>>();

function prepareSessionWithUser(db: Database) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      user: { id: user.id, name: user.name, surname: user.surname, email: user.email, image: user.image },
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('unchanged_session');
}

/**
 * The common case of reading a session, in one query and without better-auth's endpoint
 * machinery: a correctly signed session cookie whose session is valid and not yet due for its
 * daily refresh. It answers null when there is no session cookie or its signature is wrong (as
 * better-auth does, without touching cookies), and undefined whenever something must change
 * (an expired, refreshable or ended session, a cookie to clear), which better-auth then handles.
 */
export async function readUnchangedSession(
  headers: Headers,
  now = Date.now(),
): Promise<SignedInSession | null | undefined> {
  const { authCookies } = await (await getAuth()).$context;
  const cookies = headers.get('cookie');
  if (cookieValue(cookies, authCookies.sessionData.name) !== null) return undefined;
  if (cookieValue(cookies, authCookies.dontRememberToken.name) !== null) return undefined;
  const signed = cookieValue(cookies, authCookies.sessionToken.name);
  if (!signed) return null;
  const token = verifiedToken(signed, platformEnv().authSecret);
  if (!token) return null;
  const db = await getDatabase();
  let query = sessionWithUser.get(db);
  if (!query) {
    query = prepareSessionWithUser(db);
    sessionWithUser.set(db, query);
  }
  const [found] = await query.execute({ token });
  if (!found) return undefined;
  const refreshAt = found.expiresAt.getTime() - (SESSION_IDLE_SECONDS - SESSION_REFRESH_AFTER_SECONDS) * 1000;
  if (found.expiresAt.getTime() <= now || refreshAt <= now) return undefined;
  if (sessionOutlivedAbsoluteExpiry(found.createdAt, now)) return undefined;
  const { id, name, surname, email, image } = found.user;
  return { sessionId: found.sessionId, user: { id, name, surname, email, image: image ?? null } };
}
