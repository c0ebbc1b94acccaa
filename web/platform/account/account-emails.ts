import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '../db';
import { user, userProfile } from '../db/schema';

/**
 * The addresses a user is known by, lower-cased: the sign-in address and the profile's contact
 * address. Inquiries and newsletter subscriptions are anonymous and are matched by these.
 */
export async function accountEmails(userId: string): Promise<string[]> {
  const db = await getDatabase();
  const [row] = await db
    .select({ signIn: user.email, contact: userProfile.contactEmail })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return [];
  return [...new Set([row.signIn, row.contact].flatMap((email) => (email ? [email.toLowerCase()] : [])))];
}
