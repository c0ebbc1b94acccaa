import { z } from 'zod';

/** What a review row records of a submitted document; a draft nobody submitted has no row. */
export const REVIEW_STATES = ['in_review', 'changes_requested', 'published'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where a member's document stands, as the workspace shows it: `draft` is an edit not submitted. */
export type DocumentState = 'draft' | ReviewState;

/** Each step in a document's review history. */
export const REVIEW_ACTIONS = ['submitted', 'sent_back', 'published'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The documents a member edits and submits. */
export const REVIEWED_TYPES = ['company', 'jobOffer'] as const;
export type ReviewedType = (typeof REVIEWED_TYPES)[number];

/** Body of POST /api/studio/reviews/[id]: publish the submitted draft, or send it back with a comment. */
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('publish') }),
  z.strictObject({ decision: z.literal('send_back'), comment: z.string().max(2000) }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** Body of PUT /api/studio/companies/[id]/trusted. */
export const trustSchema = z.strictObject({ trusted: z.boolean() });

/** One of the company's documents in the workspace's list. */
export interface CompanyDocumentView {
  id: string;
  type: ReviewedType;
  title: string;
  state: DocumentState;
  /** The editor's comment while changes are requested. */
  comment: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
}

/** The member's company's documents, and whether its job offers publish without review. */
export interface CompanyDocumentsView {
  trusted: boolean;
  documents: CompanyDocumentView[];
}

/** A document waiting for an editor, as the Studio's review list shows it. */
export interface ReviewRequestView {
  id: string;
  type: ReviewedType;
  title: string;
  companyId: string;
  companyName: string;
  submittedBy: string | null;
  submittedAt: string;
  /** The top-level fields the draft changes against the published document (all of them when new). */
  changedFields: string[];
}
