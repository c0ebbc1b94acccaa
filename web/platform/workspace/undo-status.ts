import 'server-only';
import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ApiError } from '@/contracts/api-error';
import { getDatabase } from '@/server/db';
import { applicationEvent, type CompanyMember, jobApplication, queuedJob } from '@/server/db/schema';
import { applicationEventMailKey } from '../applications/event-mail';

const eventNotFound = () => new ApiError(404, 'event_not_found', 'There is no such move in your company.');

/**
 * Takes one move back while its e-mail still waits in the queue: the job is deleted only if no
 * worker has taken it (a worker's lock makes the delete find nothing), and the move must be the
 * application's latest. The status and the answer date return to what they were before it.
 */
async function undoOne(member: CompanyMember, eventId: number): Promise<boolean> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ event: applicationEvent, application: jobApplication })
      .from(applicationEvent)
      .innerJoin(jobApplication, eq(jobApplication.id, applicationEvent.applicationId))
      .where(and(eq(applicationEvent.id, eventId), eq(jobApplication.companyId, member.companyId)))
      .for('update');
    if (!row || row.event.status === 'sent' || row.event.status === 'withdrawn') throw eventNotFound();
    const { event, application } = row;
    const [before, later] = await Promise.all([
      tx
        .select({ status: applicationEvent.status })
        .from(applicationEvent)
        .where(and(eq(applicationEvent.applicationId, application.id), lt(applicationEvent.id, event.id)))
        .orderBy(desc(applicationEvent.id))
        .limit(1),
      tx
        .select({ id: applicationEvent.id })
        .from(applicationEvent)
        .where(
          and(eq(applicationEvent.applicationId, application.id), sql`${applicationEvent.id} > ${event.id}`),
        )
        .limit(1),
    ]);
    if (later.length > 0 || before.length === 0) return false;
    const held = await tx
      .delete(queuedJob)
      .where(
        and(
          eq(queuedJob.dedupeKey, applicationEventMailKey(event.id)),
          isNull(queuedJob.doneAt),
          or(isNull(queuedJob.lockedUntil), lte(queuedJob.lockedUntil, sql`now()`)),
        ),
      )
      .returning({ id: queuedJob.id });
    if (held.length === 0) return false;
    const answeredByThisMove = application.answeredAt?.getTime() === event.createdAt.getTime();
    await tx
      .update(jobApplication)
      .set({ status: before[0].status, ...(answeredByThisMove ? { answeredAt: null } : {}) })
      .where(eq(jobApplication.id, application.id));
    await tx.delete(applicationEvent).where(eq(applicationEvent.id, event.id));
    return true;
  });
}

/**
 * Undoes moves of the member's company whose e-mails have not left; a move whose e-mail is on its
 * way, or that a later move followed, stays and is counted as too late. Another company's move is 404.
 */
export async function undoStatusChanges(member: CompanyMember, events: number[]) {
  let undone = 0;
  for (const eventId of events) if (await undoOne(member, eventId)) undone += 1;
  return { undone, tooLate: events.length - undone };
}
