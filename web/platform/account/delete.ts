import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '../db';
import { user } from '../db/schema';
import { deleteSubscriptionsOf } from '../newsletter/subscriptions';
import { accountEmails } from './account-emails';

/**
 * Deletes the user; the database removes everything that belongs to them with it (profile,
 * entries, follows, provider accounts and every session, which ends all of them). Newsletter
 * subscriptions of the account's addresses go too.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const db = await getDatabase();
  await deleteSubscriptionsOf(await accountEmails(userId));
  await db.delete(user).where(eq(user.id, userId));
}
