import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/session-policy';
import { getDatabase } from '../db';
import { companyMember, editorRole, lakeToken, session, trustedCompany, user } from '../db/schema';
import { holdsRole } from './editor-roles';
import { type LakeUserProfile, lakeUserColumns, membershipJoin, toLakeUser, trustJoin } from './lake-users';

/** A Studio tab keeps its token this long at most; opening the Studio again mints a new one. */
export const LAKE_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new bearer token for the local Content Lake, bound to the editor's or member's site session: it ends
 * with that session (sign-out, expiry, account deletion) or after its own lifetime. Only its hash
 * is stored. Expired tokens are cleared as new ones are minted.
 */
export async function mintLakeToken(sessionId: string, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    await tx.delete(lakeToken).where(lt(lakeToken.expiresAt, now));
    await tx.insert(lakeToken).values({
      tokenHash: hashOf(token),
      sessionId,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAKE_TOKEN_LIFETIME_MS),
    });
  });
  return token;
}

/**
 * The editor or member a bearer token stands for, or null: the token must be unexpired, its
 * session alive, and its user still an editor by a verified sign-in address or still a member of
 * a company (read in the same query, so a removed member is refused from the next request on).
 */
export async function lakeUserOf(token: string, now = new Date()): Promise<LakeUserProfile | null> {
  if (!token) return null;
  const db = await getDatabase();
  const [found] = await db
    .select(lakeUserColumns)
    .from(lakeToken)
    .innerJoin(session, eq(session.id, lakeToken.sessionId))
    .innerJoin(user, eq(user.id, lakeToken.userId))
    .leftJoin(editorRole, holdsRole)
    .leftJoin(companyMember, membershipJoin)
    .leftJoin(trustedCompany, trustJoin)
    .where(
      and(
        eq(lakeToken.tokenHash, hashOf(token)),
        gt(lakeToken.expiresAt, now),
        gt(session.expiresAt, now),
        gt(session.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)),
      ),
    );
  return found ? toLakeUser(found) : null;
}

/** The Studio's sign-out: ends the site session the token was minted for (and with it every token of it). */
export async function endSessionOfLakeToken(token: string): Promise<void> {
  const db = await getDatabase();
  const [found] = await db
    .select({ sessionId: lakeToken.sessionId })
    .from(lakeToken)
    .where(eq(lakeToken.tokenHash, hashOf(token)));
  if (found) await db.delete(session).where(eq(session.id, found.sessionId));
}
