import 'server-only';
import { eq } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { ANSWER_STATUSES, type CompanyStatus } from '@/contracts/applications';
import { getDatabase } from '@/server/db';
import { applicationEvent, type JobApplication, jobApplication } from '@/server/db/schema';
import { enqueueApplicationEventMail } from './event-mail';

export const withdrawnApplication = () =>
  new ApiError(409, 'application_withdrawn', 'The candidate has withdrawn this application.');

/**
 * Sets a status the company chose and queues the candidate's e-mail with it, whoever in the company chose it
 * (the recruiter's link or a workspace member). Setting the current status again without a
 * message changes nothing; a withdrawn application can no longer be changed. `mailAt` holds the
 * e-mail back until then; the answer names the event, by which the change can be undone until it leaves.
 */
export async function changeApplicationStatus(
  application: JobApplication,
  status: CompanyStatus,
  message: string | null,
  { mailAt }: { mailAt?: Date } = {},
): Promise<{ id: string; status: CompanyStatus; changed: boolean; eventId?: number }> {
  if (application.status === 'withdrawn') throw withdrawnApplication();
  if (application.status === status && !message) return { id: application.id, status, changed: false };
  const db = await getDatabase();
  const now = new Date();
  const eventId = await db.transaction(async (tx) => {
    await tx
      .update(jobApplication)
      .set({
        status,
        answeredAt: application.answeredAt ?? (ANSWER_STATUSES.includes(status) ? now : null),
      })
      .where(eq(jobApplication.id, application.id));
    const [event] = await tx
      .insert(applicationEvent)
      .values({ applicationId: application.id, status, message, createdAt: now })
      .returning({ id: applicationEvent.id });
    await enqueueApplicationEventMail(tx, event.id, mailAt);
    return event.id;
  });
  return { id: application.id, status, changed: true, eventId };
}
