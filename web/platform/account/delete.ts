import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { jobApplication, user } from '@/server/db/schema';
import { removeStoredCvs } from '../applications/stored-cv';
import { deleteSignupsOf } from '../company-signup/data-rights';
import { deleteAlertsOf } from '../job-alerts/data-rights';
import { deleteSubscriptionsOf } from '../newsletter/subscriptions';
import { savedCvFiles } from '../saved-cvs/data-rights';
import { deleteInvitationsTo } from '../workspace/data-rights';
import { verifiedAccountEmails } from './verified-emails';

/**
 * Deletes the user; the database removes everything that belongs to them with it (profile,
 * entries, follows, applications with the notes companies wrote about them, saved CVs, preferences,
 * workspace membership, provider accounts and every session, which ends all of them).
 * Newsletter subscriptions, job alerts and workspace invitations of the account's verified addresses go too, and a company sign-up with its unpublished draft. The CV files go after the rows: a
 * file left by a failed removal is unreachable, never the reverse.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const db = await getDatabase();
  const files = [
    ...(await db
      .select({ key: jobApplication.cvKey })
      .from(jobApplication)
      .where(eq(jobApplication.userId, userId))),
    ...(await savedCvFiles(userId)),
  ];
  const emails = await verifiedAccountEmails(userId);
  await deleteSubscriptionsOf(emails);
  await deleteAlertsOf(emails);
  await deleteInvitationsTo(emails);
  await deleteSignupsOf(userId);
  await db.delete(user).where(eq(user.id, userId));
  await removeStoredCvs(files);
}
