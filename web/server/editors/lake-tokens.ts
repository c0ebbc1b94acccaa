import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_ABSOLUTE_SECONDS } from '../auth/session-policy';
import { getDatabase } from '../db';
import { editorRole, lakeToken, session, user } from '../db/schema';
import { type EditorProfile, editorProfileColumns, holdsRole, toEditorProfile } from './editor-roles';

/** A Studio tab keeps its token this long at most; opening the Studio again mints a new one. */
export const LAKE_TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new bearer token for the local Content Lake, bound to the editor's site session: it ends
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
 * The editor a bearer token stands for, or null: the token must be unexpired, its session alive,
 * and its user still an editor by a verified sign-in address.
 */
export async function lakeEditorOf(token: string, now = new Date()): Promise<EditorProfile | null> {
  if (!token) return null;
  const db = await getDatabase();
  const [found] = await db
    .select(editorProfileColumns)
    .from(lakeToken)
    .innerJoin(session, eq(session.id, lakeToken.sessionId))
    .innerJoin(user, eq(user.id, lakeToken.userId))
    .innerJoin(editorRole, holdsRole)
    .where(
      and(
        eq(lakeToken.tokenHash, hashOf(token)),
        gt(lakeToken.expiresAt, now),
        gt(session.expiresAt, now),
        gt(session.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)),
      ),
    );
  return found ? toEditorProfile(found) : null;
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
