import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { MessageSender, ThreadMessage } from '@/contracts/applicant-thread';
import { type Database, getDatabase } from '@/server/db';
import { applicationMessage, type JobApplication, user } from '@/server/db/schema';
import { enqueue } from '@/server/queue/job-queue';
import { wakeQueueWorker } from '@/server/queue/running-worker';

export const APPLICATION_MESSAGE_MAIL_JOB = 'application-message-mail';

export interface ApplicationMessageMailJob {
  messageId: number;
}

/** Applications' messages, oldest first, by application; a company's message names the member who wrote it. */
export async function threadsOf(
  db: Database,
  applicationIds: string[],
): Promise<Map<string, ThreadMessage[]>> {
  const threads = new Map<string, ThreadMessage[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return threads;
  const rows = await db
    .select({
      applicationId: applicationMessage.applicationId,
      id: applicationMessage.id,
      sender: applicationMessage.sender,
      body: applicationMessage.body,
      at: applicationMessage.createdAt,
      name: user.name,
      surname: user.surname,
    })
    .from(applicationMessage)
    .leftJoin(user, eq(user.id, applicationMessage.authorId))
    .where(inArray(applicationMessage.applicationId, applicationIds))
    .orderBy(asc(applicationMessage.createdAt), asc(applicationMessage.id));
  for (const row of rows) {
    threads.get(row.applicationId)?.push({
      id: row.id,
      sender: row.sender,
      author:
        row.sender === 'company' && row.name !== null
          ? [row.name, row.surname].filter(Boolean).join(' ')
          : null,
      body: row.body,
      at: row.at.toISOString(),
    });
  }
  return threads;
}

/** One application's messages, oldest first. */
export const threadOf = async (db: Database, applicationId: string): Promise<ThreadMessage[]> =>
  (await threadsOf(db, [applicationId])).get(applicationId) ?? [];

/**
 * Adds a message to the application's thread and, in the same transaction, the job that tells the
 * other side, so the mail leaves once the message is stored and never for one that is not.
 */
export async function postMessage(
  application: JobApplication,
  sender: MessageSender,
  authorId: string,
  body: string,
): Promise<ThreadMessage[]> {
  const db = await getDatabase();
  await db.transaction(async (tx) => {
    const [message] = await tx
      .insert(applicationMessage)
      .values({ applicationId: application.id, sender, authorId, body })
      .returning({ id: applicationMessage.id });
    await enqueue(tx, {
      kind: APPLICATION_MESSAGE_MAIL_JOB,
      payload: { messageId: message.id } satisfies ApplicationMessageMailJob,
      dedupeKey: `${APPLICATION_MESSAGE_MAIL_JOB}:${message.id}`,
    });
  });
  wakeQueueWorker();
  return threadOf(db, application.id);
}
