import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { documentReviewEvent } from '@/server/db/schema';

/**
 * The review steps a person took, for their export: drafts they submitted as a member, and
 * documents they published or sent back (as an editor, or for their trusted company). Deleting
 * the account keeps the steps, without the person (the foreign key sets it null).
 */
export async function reviewStepsForExport(userId: string) {
  const db = await getDatabase();
  return db
    .select({
      documentId: documentReviewEvent.documentId,
      companyId: documentReviewEvent.companyId,
      action: documentReviewEvent.action,
      comment: documentReviewEvent.comment,
      at: documentReviewEvent.createdAt,
    })
    .from(documentReviewEvent)
    .where(eq(documentReviewEvent.actorId, userId))
    .orderBy(asc(documentReviewEvent.id));
}
