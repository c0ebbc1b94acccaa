import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDatabase } from '../db';
import { jobAlert } from '../db/schema';

/** The user's alerts and those of the account's verified addresses, for the data export. */
export async function alertsForExport(userId: string, emails: string[]) {
  const db = await getDatabase();
  return db
    .select({
      name: jobAlert.name,
      search: jobAlert.filters,
      frequency: jobAlert.frequency,
      language: jobAlert.locale,
      email: jobAlert.email,
      consentText: jobAlert.consentText,
      consentedAt: jobAlert.consentedAt,
      confirmedAt: jobAlert.confirmedAt,
      pausedAt: jobAlert.pausedAt,
      lastDigestCovers: jobAlert.digestedUntil,
      nextDigestAt: jobAlert.nextDigestAt,
      seenAt: jobAlert.seenAt,
      createdAt: jobAlert.createdAt,
    })
    .from(jobAlert)
    .where(
      emails.length
        ? or(eq(jobAlert.userId, userId), and(isNull(jobAlert.userId), inArray(jobAlert.email, emails)))
        : eq(jobAlert.userId, userId),
    )
    .orderBy(asc(jobAlert.createdAt));
}

/** Removes the alerts visitors made with these addresses (account deletion; the user's own go with the user). */
export async function deleteAlertsOf(emails: string[]): Promise<void> {
  if (!emails.length) return;
  const db = await getDatabase();
  await db.delete(jobAlert).where(and(isNull(jobAlert.userId), inArray(jobAlert.email, emails)));
}
