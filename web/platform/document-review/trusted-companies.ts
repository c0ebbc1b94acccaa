import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { trustedCompany } from '@/server/db/schema';

/** Whether an editor trusts the company: its members then publish their job offers themselves. */
export async function isTrustedCompany(companyId: string): Promise<boolean> {
  const db = await getDatabase();
  const [row] = await db
    .select({ companyId: trustedCompany.companyId })
    .from(trustedCompany)
    .where(eq(trustedCompany.companyId, companyId));
  return row !== undefined;
}

/** An editor marks a company trusted, or takes the trust back (the caller has checked they are one). */
export async function setCompanyTrust(companyId: string, trusted: boolean, editorId: string) {
  const db = await getDatabase();
  if (trusted) {
    await db
      .insert(trustedCompany)
      .values({ companyId, markedBy: editorId })
      .onConflictDoNothing({ target: trustedCompany.companyId });
  } else {
    await db.delete(trustedCompany).where(eq(trustedCompany.companyId, companyId));
  }
  return { companyId, trusted };
}
