import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { jobAlert, jobAlertMailedOffer } from '@/server/db/schema';

/** The user's alerts and those of the account's verified addresses, with the offers they mailed, for the data export. */
export async function alertsForExport(userId: string, emails: string[]) {
  const db = await getDatabase();
  const alerts = await db
    .select({
      id: jobAlert.id,
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
      newOffersAfter: jobAlert.newAfter,
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
  const mailed = alerts.length
    ? await db
        .select()
        .from(jobAlertMailedOffer)
        .where(
          inArray(
            jobAlertMailedOffer.alertId,
            alerts.map((alert) => alert.id),
          ),
        )
        .orderBy(asc(jobAlertMailedOffer.mailedAt), asc(jobAlertMailedOffer.jobOfferId))
    : [];
  return alerts.map(({ id, ...alert }) => ({
    ...alert,
    mailedOffers: mailed
      .filter((row) => row.alertId === id)
      .map(({ jobOfferId, mailedAt }) => ({ jobOfferId, mailedAt })),
  }));
}

/** Removes the alerts visitors made with these addresses (account deletion; the user's own go with the user). */
export async function deleteAlertsOf(emails: string[]): Promise<void> {
  if (!emails.length) return;
  const db = await getDatabase();
  await db.delete(jobAlert).where(and(isNull(jobAlert.userId), inArray(jobAlert.email, emails)));
}
