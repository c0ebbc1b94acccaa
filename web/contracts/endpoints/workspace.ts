/** Recruiters: the workspace and the links in their e-mails. */
import { segment, withQuery } from './query';

export const recruiterEndpoints = {
  status: (applicationId: string) => `/api/recruiter/applications/${segment(applicationId)}/status`,
  cv: (applicationId: string, token: string) =>
    withQuery(`/api/recruiter/applications/${segment(applicationId)}/cv`, { token }),
  renewLink: '/api/recruiter/applications/renew-link',
} as const;

/** The recruiters' workspace of the signed-in member's company. */
export const workspaceEndpoints = {
  overview: '/api/workspace',
  offerApplications: (offerId: string) => `/api/workspace/offers/${segment(offerId)}/applications`,
  application: (id: string) => `/api/workspace/applications/${segment(id)}`,
  /** The CV shown in the page; `cvDownload` saves it instead. */
  cv: (id: string) => `/api/workspace/applications/${segment(id)}/cv`,
  cvDownload: (id: string) => withQuery(`/api/workspace/applications/${segment(id)}/cv`, { download: '1' }),
  status: (id: string) => `/api/workspace/applications/${segment(id)}/status`,
  notes: (id: string) => `/api/workspace/applications/${segment(id)}/notes`,
  /** The thread with the candidate (GET), or a message to them (POST). */
  messages: (id: string) => `/api/workspace/applications/${segment(id)}/messages`,
  /** The application's interview: GET the latest, POST proposes times, PUT other times, DELETE cancels. */
  interview: (id: string) => `/api/workspace/applications/${segment(id)}/interview`,
  /** The members' rating and tags of an application (PUT, the whole set). */
  assessment: (id: string) => `/api/workspace/applications/${segment(id)}/assessment`,
  /** All the company's applicants, a page at a time (the query as `applicantQuerySchema`). */
  applicants: '/api/workspace/applicants',
  bulkStatus: '/api/workspace/applications/bulk-status',
  /** Each candidate's e-mail a move would send, before it is made. */
  mailPreview: '/api/workspace/applications/mail-preview',
  /** Takes moves back while their e-mails wait in the queue. */
  undo: '/api/workspace/applications/undo',
  members: '/api/workspace/members',
  member: (id: string) => `/api/workspace/members/${segment(id)}`,
  invitations: '/api/workspace/invitations',
  invitation: (id: string) => `/api/workspace/invitations/${segment(id)}`,
  acceptInvitation: '/api/workspace/invitations/accept',
  templates: '/api/workspace/templates',
  template: (id: string) => `/api/workspace/templates/${segment(id)}`,
  /** The caller's own notice settings (GET, PUT). */
  noticeSettings: '/api/workspace/notifications',
  /** The dashboard's charts (daily counts, funnels, sources, answers on time), offers titled in `language`. */
  numbers: (language: string) => withQuery('/api/workspace/numbers', { language }),
  /** The company's profile and job offers with where each stands in review. */
  documents: '/api/workspace/documents',
  submitDocument: (id: string) => `/api/workspace/documents/${segment(id)}/submit`,
  /** A trusted company's job offer, published by its member without review. */
  publishDocument: (id: string) => `/api/workspace/documents/${segment(id)}/publish`,
} as const;
