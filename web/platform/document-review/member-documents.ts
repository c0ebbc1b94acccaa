import 'server-only';
import type { Locale } from '@tribe/routes';
import { eq, ne } from 'drizzle-orm';
import {
  belongsTo,
  companyDocumentVersions,
  type DocumentVersions,
  documentTitle,
  documentVersions,
} from '@/content/company-documents';
import { publishDraft } from '@/content/content-writes';
import { ApiError } from '@/contracts/api-error';
import type { CompanyDocumentsView, CompanyDocumentView, DocumentState } from '@/contracts/document-review';
import { getDatabase } from '@/server/db';
import { type CompanyMember, type DocumentReview, documentReview } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { recordReviewStep } from './review-records';
import { isTrustedCompany } from './trusted-companies';

/**
 * Where a document stands: a draft is in review or sent back while its row says so, and a draft
 * otherwise (never submitted, or edited again after a publish); without a draft it is published.
 */
function stateOf(versions: DocumentVersions, review: DocumentReview | undefined): DocumentState {
  if (!versions.draft) return 'published';
  return review && review.state !== 'published' ? review.state : 'draft';
}

function toView(versions: DocumentVersions, review: DocumentReview | undefined, locale: Locale) {
  const state = stateOf(versions, review);
  return {
    id: versions.id,
    type: versions.type,
    title: documentTitle(versions, locale),
    state,
    comment: state === 'changes_requested' ? (review?.comment ?? null) : null,
    submittedAt: review?.submittedAt.toISOString() ?? null,
    decidedAt: review?.decidedAt?.toISOString() ?? null,
  } satisfies CompanyDocumentView;
}

/** The member's company's profile and job offers, each with where it stands in review. */
export async function companyDocuments(member: CompanyMember, locale: Locale): Promise<CompanyDocumentsView> {
  const db = await getDatabase();
  const [versions, reviews, trusted] = await Promise.all([
    companyDocumentVersions(member.companyId),
    db.select().from(documentReview).where(eq(documentReview.companyId, member.companyId)),
    isTrustedCompany(member.companyId),
  ]);
  const byId = new Map(reviews.map((review) => [review.documentId, review]));
  const documents = versions
    .map((entry) => toView(entry, byId.get(entry.id), locale))
    .sort((a, b) =>
      a.type === b.type ? a.title.localeCompare(b.title, locale) : a.type === 'company' ? -1 : 1,
    );
  return { trusted, documents };
}

/** The member's company's document with a draft, or 404 for anyone else's (and 409 without a draft). */
async function ownDraft(
  member: CompanyMember,
  documentId: string,
  locale: Locale,
): Promise<DocumentVersions> {
  const t = platformTranslator(locale, 'DocumentReview');
  const versions = await documentVersions(documentId);
  if (!versions || !belongsTo(versions, member.companyId)) {
    throw new ApiError(404, 'document_not_found', t('error_not_found'));
  }
  if (!versions.draft) throw new ApiError(409, 'no_draft', t('error_no_draft'));
  return versions;
}

/**
 * The review row a member's own step leaves: submitted for review, or published by them (a trusted
 * company's job offer), when they are its approver too.
 */
function memberReviewRow(
  member: CompanyMember,
  userId: string,
  documentId: string,
  documentType: DocumentReview['documentType'],
  state: 'in_review' | 'published',
) {
  const now = new Date();
  const published = state === 'published';
  return {
    documentId,
    companyId: member.companyId,
    documentType,
    state,
    submittedBy: userId,
    submittedAt: now,
    comment: null,
    decidedBy: published ? userId : null,
    decidedAt: published ? now : null,
  };
}

/** A member submits their company's draft for an editor's review. */
export async function submitForReview(
  member: CompanyMember,
  userId: string,
  documentId: string,
  locale: Locale,
): Promise<CompanyDocumentView> {
  const versions = await ownDraft(member, documentId, locale);
  const submitted = memberReviewRow(member, userId, documentId, versions.type, 'in_review');
  const db = await getDatabase();
  const review = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentReview)
      .values(submitted)
      .onConflictDoUpdate({
        target: documentReview.documentId,
        set: submitted,
        setWhere: ne(documentReview.state, 'in_review'),
      })
      .returning();
    if (!row) {
      throw new ApiError(
        409,
        'already_in_review',
        platformTranslator(locale, 'DocumentReview')('error_in_review'),
      );
    }
    await recordReviewStep(tx, {
      documentId,
      companyId: member.companyId,
      action: 'submitted',
      actorId: userId,
    });
    return row;
  });
  return toView(versions, review, locale);
}

/**
 * A member of a trusted company publishes their job offer without review; the publish records
 * them as its approver. Profiles, and every document of other companies, go through review.
 */
export async function publishTrustedOffer(
  member: CompanyMember,
  userId: string,
  documentId: string,
  locale: Locale,
): Promise<CompanyDocumentView> {
  const versions = await ownDraft(member, documentId, locale);
  if (versions.type !== 'jobOffer' || !(await isTrustedCompany(member.companyId))) {
    throw new ApiError(
      403,
      'review_required',
      platformTranslator(locale, 'DocumentReview')('error_review_required'),
    );
  }
  const published = memberReviewRow(member, userId, documentId, versions.type, 'published');
  const db = await getDatabase();
  const review = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentReview)
      .values(published)
      .onConflictDoUpdate({ target: documentReview.documentId, set: published })
      .returning();
    await recordReviewStep(tx, {
      documentId,
      companyId: member.companyId,
      action: 'published',
      actorId: userId,
    });
    // The content is written last, so a failure records nothing.
    await publishDraft(documentId);
    return row;
  });
  return toView({ ...versions, draft: null }, review, locale);
}
