import 'server-only';
import type { Locale } from '@tribe/routes';
import { and, asc, eq } from 'drizzle-orm';
import { changedFields, documentTitle, documentVersions } from '@/content/company-documents';
import { publishDraft } from '@/content/content-writes';
import { ApiError, fieldError } from '@/contracts/api-error';
import type { ReviewDecision, ReviewRequestView } from '@/contracts/document-review';
import { getDatabase } from '@/server/db';
import { documentReview, user } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { mailReviewDecision } from './review-mail';
import { recordReviewStep } from './review-records';

const fullName = (row: { name: string | null; surname: string | null }) =>
  [row.name, row.surname].filter(Boolean).join(' ') || null;

/**
 * The documents waiting for an editor, oldest submission first: who submitted each, when, and
 * the fields its draft changes. One whose draft is gone (an editor published or discarded it in
 * the Studio meanwhile) waits for nothing and is left out.
 */
export async function editorReviewRequests(): Promise<ReviewRequestView[]> {
  const db = await getDatabase();
  const rows = await db
    .select({ review: documentReview, name: user.name, surname: user.surname })
    .from(documentReview)
    .leftJoin(user, eq(user.id, documentReview.submittedBy))
    .where(eq(documentReview.state, 'in_review'))
    .orderBy(asc(documentReview.submittedAt));
  const requests = await Promise.all(
    rows.map(async ({ review, ...submitter }) => {
      const [versions, company] = await Promise.all([
        documentVersions(review.documentId),
        documentVersions(review.companyId),
      ]);
      if (!versions?.draft) return null;
      return {
        id: review.documentId,
        type: versions.type,
        title: documentTitle(versions, 'en'),
        companyId: review.companyId,
        companyName: company ? documentTitle(company, 'en') : review.companyId,
        submittedBy: fullName(submitter),
        submittedAt: review.submittedAt.toISOString(),
        changedFields: changedFields(versions),
      } satisfies ReviewRequestView;
    }),
  );
  return requests.filter((request) => request !== null);
}

/**
 * An editor publishes a submitted draft (recorded as its approver) or sends it back with a
 * comment (the caller has checked they are one); the company's members are mailed either way.
 */
export async function decideReview(
  documentId: string,
  decision: ReviewDecision,
  editorId: string,
  locale: Locale,
) {
  const t = platformTranslator(locale, 'DocumentReview');
  const comment = decision.decision === 'send_back' ? decision.comment.trim() : null;
  if (decision.decision === 'send_back' && !comment) {
    throw fieldError('comment', 'required', t('error_comment_required'));
  }
  const db = await getDatabase();
  const [review] = await db.select().from(documentReview).where(eq(documentReview.documentId, documentId));
  if (!review) throw new ApiError(404, 'review_not_found', t('error_review_not_found'));
  const versions = await documentVersions(documentId);
  if (review.state !== 'in_review' || !versions?.draft) {
    throw new ApiError(409, 'not_in_review', t('error_not_in_review'));
  }
  const state = comment ? 'changes_requested' : 'published';
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(documentReview)
      .set({ state, comment, decidedBy: editorId, decidedAt: new Date() })
      .where(and(eq(documentReview.documentId, documentId), eq(documentReview.state, 'in_review')))
      .returning();
    if (!decided) throw new ApiError(409, 'not_in_review', t('error_not_in_review'));
    const eventId = await recordReviewStep(tx, {
      documentId,
      companyId: review.companyId,
      action: comment ? 'sent_back' : 'published',
      actorId: editorId,
      comment: comment ?? undefined,
    });
    await mailReviewDecision(tx, {
      eventId,
      companyId: review.companyId,
      title: (language) => documentTitle(versions, language),
      comment,
    });
    // The content is written last, so a failure leaves the review waiting and nothing mailed.
    if (!comment) await publishDraft(documentId);
    return { id: documentId, state: decided.state, comment: decided.comment, decidedAt: decided.decidedAt };
  });
}
