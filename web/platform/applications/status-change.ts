import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { ANSWER_STATUSES, type CompanyStatus } from '@/contracts/applications';
import { getDatabase } from '../db';
import { applicationEvent, type JobApplication, jobApplication } from '../db/schema';
import { mailStatusToCandidate } from './notifications';

export const withdrawnApplication = () =>
  new ApiError(409, 'application_withdrawn', 'The candidate has withdrawn this application.');

/**
 * Sets a status the company chose and e-mails the candidate, whoever in the company chose it
 * (the recruiter's link or a workspace member). Setting the current status again without a
 * message changes nothing; a withdrawn application can no longer be changed.
 */
export async function changeApplicationStatus(
  application: JobApplication,
  status: CompanyStatus,
  message: string | null,
) {
  if (application.status === 'withdrawn') throw withdrawnApplication();
  if (application.status === status && !message) return { id: application.id, status, changed: false };
  const db = await getDatabase();
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobApplication)
      .set({
        status,
        answeredAt: application.answeredAt ?? (ANSWER_STATUSES.includes(status) ? now : null),
      })
      .where(eq(jobApplication.id, application.id))
      .returning();
    await tx
      .insert(applicationEvent)
      .values({ applicationId: application.id, status, message, createdAt: now });
    return row;
  });
  await mailStatusToCandidate(updated, status, message);
  return { id: application.id, status, changed: true };
}
