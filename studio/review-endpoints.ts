/** The site's review endpoints the Studio calls (web/contracts/endpoints lists them for the site). */
const segment = (id: string) => encodeURIComponent(id);

export const reviewEndpoints = {
  /** Editors: the documents waiting for review. */
  requests: '/api/studio/reviews',
  /** Editors: publish or send back. */
  decide: (id: string) => `/api/studio/reviews/${segment(id)}`,
  /** Editors: whether a company is trusted (GET), or mark it (PUT). */
  trust: (companyId: string) => `/api/studio/companies/${segment(companyId)}/trust`,
  /** Members: their company's documents and whether it is trusted. */
  companyDocuments: '/api/workspace/documents',
  /** Members: submit a draft for review. */
  submit: (id: string) => `/api/workspace/documents/${segment(id)}/submit`,
  /** Members of a trusted company: publish a job offer. */
  publish: (id: string) => `/api/workspace/documents/${segment(id)}/publish`,
} as const;

/** A document waiting for review, as `GET /api/studio/reviews` lists it. */
export interface ReviewRequest {
  id: string;
  type: 'company' | 'jobOffer';
  title: string;
  companyName: string;
  submittedBy: string | null;
  submittedAt: string;
  changedFields: string[];
}

/** One of the member's documents, as `GET /api/workspace/documents` lists it. */
export interface MemberDocument {
  id: string;
  state: 'draft' | 'in_review' | 'changes_requested' | 'published';
  comment: string | null;
}
