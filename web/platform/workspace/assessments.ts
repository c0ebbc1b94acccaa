import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Assessment } from '@/contracts/workspace';
import { getDatabase } from '@/server/db';
import { applicationAssessment, type CompanyMember } from '@/server/db/schema';
import { companyApplication } from './company-applications';

/** Sets the rating and the whole tag set of one of the member's company's applications. */
export async function setAssessment(
  member: CompanyMember,
  applicationId: string,
  input: Assessment,
): Promise<Assessment> {
  const application = await companyApplication(member, applicationId);
  const db = await getDatabase();
  const values = { rating: input.rating, tags: input.tags, updatedAt: new Date() };
  await db
    .insert(applicationAssessment)
    .values({ applicationId: application.id, companyId: application.companyId, ...values })
    .onConflictDoUpdate({ target: applicationAssessment.applicationId, set: values });
  return { rating: input.rating, tags: input.tags };
}

/** Every tag the company's members have used, alphabetically: the suggestions for a new one. */
export async function companyTags(companyId: string): Promise<string[]> {
  const db = await getDatabase();
  const tag = sql<string>`unnest(${applicationAssessment.tags})`;
  const rows = await db
    .selectDistinct({ tag })
    .from(applicationAssessment)
    .where(eq(applicationAssessment.companyId, companyId));
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b, 'cs'));
}
