import { eq } from 'drizzle-orm';

/** Every referring domain stored for a company, the dashboard's top ten and the rest. */
export async function storedDomains(companyId: string): Promise<string[]> {
  const { getDatabase } = await import('@/server/db');
  const { companyDailyReferrer } = await import('@/server/db/schema');
  const rows = await (await getDatabase())
    .select()
    .from(companyDailyReferrer)
    .where(eq(companyDailyReferrer.companyId, companyId));
  return rows.map((row) => row.domain);
}
