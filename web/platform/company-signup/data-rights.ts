import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { deletePendingCompany } from '@/content/company-drafts';
import { getDatabase } from '@/server/db';
import { companySignup } from '@/server/db/schema';

/** The account's company sign-ups for its data export: the company, its IČO and where it stands. */
export async function signupsForExport(userId: string) {
  const db = await getDatabase();
  return db
    .select({
      companyName: companySignup.companyName,
      ico: companySignup.ico,
      contactName: companySignup.contactName,
      email: companySignup.email,
      state: companySignup.state,
      declineReason: companySignup.declineReason,
      signedUpAt: companySignup.createdAt,
      decidedAt: companySignup.decidedAt,
    })
    .from(companySignup)
    .where(eq(companySignup.userId, userId))
    .orderBy(asc(companySignup.createdAt));
}

/**
 * Before an account is deleted: a sign-up still waiting (or declined) takes its unpublished
 * company draft with it; the rows go with the account (cascade). An approved company stays.
 */
export async function deleteSignupsOf(userId: string): Promise<void> {
  const db = await getDatabase();
  const rows = await db.select().from(companySignup).where(eq(companySignup.userId, userId));
  for (const row of rows) {
    if (row.state === 'pending' || row.state === 'declined') await deletePendingCompany(row.companyId);
  }
  await db.delete(companySignup).where(eq(companySignup.userId, userId));
}
