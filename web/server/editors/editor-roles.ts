import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDatabase } from '../db';
import { type EditorRoleName, editorRole, user } from '../db/schema';
import { platformEnv } from '../env';
import { sharedOnce } from '../process-shared';

export interface EditorGrant {
  email: string;
  role: EditorRoleName;
  grantedAt: Date;
  grantedBy: string;
}

/** An editor as the Studio shows them (its user menu, a document's history). */
export interface EditorProfile {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: EditorRoleName;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** Joins a user to their role: only a verified sign-in address holds one. */
export const holdsRole = and(eq(editorRole.email, sql`lower(${user.email})`), eq(user.emailVerified, true));

/** How the Studio names a user: their name and surname, or their address when they gave none. */
export const studioNameOf = (row: { name: string; surname: string; email: string }) =>
  [row.name, row.surname].filter(Boolean).join(' ') || row.email;

/** EDITOR_EMAILS become editors once per process; a role granted or removed since is left alone. */
async function seedEditorsOnce(): Promise<void> {
  const { editorEmails, databaseUrl, dataDir } = platformEnv();
  await sharedOnce('editorSeed', `${databaseUrl ?? dataDir}|${editorEmails.join(',')}`, async () => {
    if (editorEmails.length === 0) return;
    const db = await getDatabase();
    await db
      .insert(editorRole)
      .values(editorEmails.map((email) => ({ email, role: 'editor' as const, grantedBy: 'EDITOR_EMAILS' })))
      .onConflictDoNothing();
  });
}

/** Grants (or changes) the role of a sign-in address. */
export async function grantEditorRole(email: string, role: EditorRoleName, grantedBy: string): Promise<void> {
  const db = await getDatabase();
  const row = { email: normalised(email), role, grantedBy, grantedAt: new Date() };
  await db.insert(editorRole).values(row).onConflictDoUpdate({ target: editorRole.email, set: row });
}

/** Takes the role away; true when the address had one. Its lake tokens stop working at once. */
export async function revokeEditorRole(email: string): Promise<boolean> {
  const db = await getDatabase();
  const removed = await db
    .delete(editorRole)
    .where(eq(editorRole.email, normalised(email)))
    .returning({ email: editorRole.email });
  return removed.length > 0;
}

export async function listEditorRoles(): Promise<EditorGrant[]> {
  await seedEditorsOnce();
  const db = await getDatabase();
  return db.select().from(editorRole).orderBy(asc(editorRole.email));
}

/**
 * The user's role, or null: only the sign-in address a provider verified counts, never an
 * address the user typed (such as the profile's contact address).
 */
export async function editorRoleOf(userId: string): Promise<EditorRoleName | null> {
  await seedEditorsOnce();
  const db = await getDatabase();
  const [found] = await db
    .select({ role: editorRole.role })
    .from(user)
    .innerJoin(editorRole, holdsRole)
    .where(eq(user.id, userId));
  return found?.role ?? null;
}
