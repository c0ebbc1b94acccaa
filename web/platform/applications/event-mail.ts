import 'server-only';
import { eq } from 'drizzle-orm';
import { COMPANY_STATUSES, type CompanyStatus } from '@/contracts/applications';
import { getDatabase } from '@/server/db';
import { applicationEvent, jobApplication } from '@/server/db/schema';
import { type Executor, enqueue } from '@/server/queue/job-queue';
import { wakeQueueWorker } from '@/server/queue/running-worker';
import { notifyMembers } from '../workspace/member-notices';
import {
  companyContact,
  mailConfirmationToCandidate,
  mailNewApplicationToCompany,
  mailStatusToCandidate,
  mailWithdrawalToCompany,
} from './notifications';

export const APPLICATION_EVENT_MAIL_JOB = 'application-event-mail';

export interface ApplicationEventMailJob {
  eventId: number;
}

/**
 * Queues the e-mails of an application's event in the transaction that records the event: they
 * go out once it commits, even if the process dies right after, and never for a change rolled
 * back. The worker writes them (`sendApplicationEventMail`) after the commit, so the transaction
 * reads no content. `runAt` holds the mail back (a workspace move can be undone until then).
 */
export async function enqueueApplicationEventMail(
  tx: Executor,
  eventId: number,
  runAt?: Date,
): Promise<void> {
  await enqueue(tx, {
    kind: APPLICATION_EVENT_MAIL_JOB,
    payload: { eventId } satisfies ApplicationEventMailJob,
    dedupeKey: applicationEventMailKey(eventId),
    runAt,
  });
  wakeQueueWorker();
}

/** The queue key of an event's mail job, by which an undone change finds it. */
export const applicationEventMailKey = (eventId: number) => `${APPLICATION_EVENT_MAIL_JOB}:${eventId}`;

const isCompanyStatus = (status: string): status is CompanyStatus =>
  (COMPANY_STATUSES as readonly string[]).includes(status);

/**
 * The queue's handler: a sent application mails the candidate a confirmation and the company's
 * members the answers (each as they chose); a withdrawal tells the members; a status the company
 * set mails the candidate. A company without members hears through its recruiting contact. Each
 * message is queued under a key of its event, so a retry after a failure queues none twice. The
 * company is read once, here, and its contact handed to every message.
 */
export async function sendApplicationEventMail({ eventId }: ApplicationEventMailJob): Promise<void> {
  const db = await getDatabase();
  const [row] = await db
    .select({ event: applicationEvent, application: jobApplication })
    .from(applicationEvent)
    .innerJoin(jobApplication, eq(jobApplication.id, applicationEvent.applicationId))
    .where(eq(applicationEvent.id, eventId));
  // Gone with its application (the candidate deleted their account): nobody is left to tell.
  if (!row) return;
  const { event, application } = row;
  const company = await companyContact(application.companyId);
  const key = (recipient: string) => ({ dedupeKey: `${APPLICATION_EVENT_MAIL_JOB}:${eventId}:${recipient}` });
  if (event.status === 'sent') {
    await mailConfirmationToCandidate(application, company, key('candidate'));
    const told = await notifyMembers(application, company, 'sent', key('company').dedupeKey);
    if (!told) await mailNewApplicationToCompany(application, company, key('company'));
  } else if (event.status === 'withdrawn') {
    const told = await notifyMembers(application, company, 'withdrawn', key('company').dedupeKey);
    if (!told) await mailWithdrawalToCompany(application, company, key('company'));
  } else if (isCompanyStatus(event.status)) {
    await mailStatusToCandidate(application, company, event.status, event.message, key('candidate'));
  }
}
