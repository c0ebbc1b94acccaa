import 'server-only';
import { getDatabase } from '@/server/db';
import { deliverMail, MAIL_JOB } from '@/server/mail/mailer';
import { type QueueWorkerOptions, runDueJobs, startQueueWorker } from '@/server/queue/queue-worker';
import { runningQueueWorker, setRunningQueueWorker } from '@/server/queue/running-worker';
import { APPLICATION_MESSAGE_MAIL_JOB } from './applications/application-thread';
import { APPLICATION_EVENT_MAIL_JOB, sendApplicationEventMail } from './applications/event-mail';
import { sendApplicationMessageMail } from './applications/message-mail';
import { sendInterviewMail, sendInterviewReminder } from './interviews/interview-mail';
import { INTERVIEW_REMINDER_JOB } from './interviews/interview-reminder';
import { INTERVIEW_MAIL_JOB } from './interviews/interviews';
import { DIGEST_JOB, enqueueDueDigests, runAlertDigest } from './job-alerts/digests';
import { FORGET_VISITORS_JOB, forgetPastVisitors } from './numbers/unique-visitors';
import { ANSWER_DEADLINE_JOB, runAnswerDeadline } from './workspace/answer-deadlines';
import { MEMBER_DIGEST_JOB, runMemberDigest } from './workspace/member-digest';

/** What the platform's worker does: each job kind's handler, and the alert digests it queues on every run. */
export const platformQueue = (): QueueWorkerOptions => ({
  handlers: {
    [MAIL_JOB]: deliverMail,
    [APPLICATION_EVENT_MAIL_JOB]: sendApplicationEventMail,
    [APPLICATION_MESSAGE_MAIL_JOB]: sendApplicationMessageMail,
    [INTERVIEW_MAIL_JOB]: sendInterviewMail,
    [INTERVIEW_REMINDER_JOB]: sendInterviewReminder,
    [DIGEST_JOB]: runAlertDigest,
    [ANSWER_DEADLINE_JOB]: runAnswerDeadline,
    [MEMBER_DIGEST_JOB]: runMemberDigest,
    [FORGET_VISITORS_JOB]: async () => forgetPastVisitors(await getDatabase()),
  },
  beforeEachRun: async () => {
    await enqueueDueDigests(await getDatabase());
  },
});

/** Starts this process's worker once (the server's start); it polls every second. */
export function startPlatformQueue(): void {
  if (!runningQueueWorker()) setRunningQueueWorker(startQueueWorker(getDatabase, platformQueue()));
}

/** Stops this process's worker, letting the job in progress finish. */
export async function stopPlatformQueue(): Promise<void> {
  const worker = runningQueueWorker();
  setRunningQueueWorker(undefined);
  await worker?.stop();
}

/**
 * Queues the due digests and runs every job due now, in this process (tests);
 * jobs waiting for a retry keep waiting.
 */
export async function runPlatformQueueNow(): Promise<number> {
  const options = platformQueue();
  await options.beforeEachRun?.();
  return runDueJobs(await getDatabase(), options);
}
