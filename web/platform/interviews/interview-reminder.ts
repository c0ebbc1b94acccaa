import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { type InterviewRow, interview } from '@/server/db/schema';
import { type Executor, enqueue } from '@/server/queue/job-queue';
import { morningOf } from '../workspace/answer-deadlines';

export const INTERVIEW_REMINDER_JOB = 'interview-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InterviewReminderJob {
  interviewId: string;
  /** The interview's sequence when its time was picked: moved or cancelled since, the reminder is stale. */
  sequence: number;
}

/** 08:00 in the site's time zone on the day before the interview. */
export const reminderTime = (start: Date) => morningOf(new Date(start.getTime() - DAY_MS));

/**
 * Queues the reminder with the confirmation, in its transaction; an interview picked after that
 * morning has passed gets none (the invitation has just arrived).
 */
export async function scheduleInterviewReminder(db: Executor, row: InterviewRow): Promise<void> {
  if (!row.chosenStart) return;
  const runAt = reminderTime(row.chosenStart);
  if (runAt.getTime() <= Date.now()) return;
  await enqueue(db, {
    kind: INTERVIEW_REMINDER_JOB,
    payload: { interviewId: row.id, sequence: row.sequence } satisfies InterviewReminderJob,
    dedupeKey: `${INTERVIEW_REMINDER_JOB}:${row.id}:${row.sequence}`,
    runAt,
  });
}

/** The interview a reminder is about, if it still stands as it was confirmed. */
export async function remindedInterview({ interviewId, sequence }: InterviewReminderJob) {
  const db = await getDatabase();
  const [row] = await db.select().from(interview).where(eq(interview.id, interviewId));
  return row && row.state === 'confirmed' && row.sequence === sequence ? row : null;
}
