import 'server-only';
import type { ReviewAction } from '@/contracts/document-review';
import type { Database } from '@/server/db';
import { documentReviewEvent } from '@/server/db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One step of a document's review history, with who took it; its id keys the mails it causes. */
export async function recordReviewStep(
  tx: Transaction,
  step: { documentId: string; companyId: string; action: ReviewAction; actorId: string; comment?: string },
): Promise<number> {
  const [row] = await tx
    .insert(documentReviewEvent)
    .values({ ...step, comment: step.comment ?? null })
    .returning({ id: documentReviewEvent.id });
  return row.id;
}
