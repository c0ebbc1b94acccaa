import { and, isNull, like } from 'drizzle-orm';

/** The few seconds to undo pass: every held move's e-mail is due now, and the queue runs as the worker would. */
export async function holdPasses(): Promise<void> {
  const { getDatabase } = await import('../../../web/server/db');
  const { queuedJob } = await import('../../../web/server/db/schema');
  const db = await getDatabase();
  await db
    .update(queuedJob)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(like(queuedJob.dedupeKey, 'application-event-mail:%'), isNull(queuedJob.doneAt)));
  const { runPlatformQueueNow } = await import('../../../web/platform/platform-queue');
  await runPlatformQueueNow();
}
