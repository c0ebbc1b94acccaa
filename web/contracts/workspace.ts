/**
 * The recruiters' workspace API's contract: member roles, the request bodies and what the
 * endpoints answer.
 */
import { z } from 'zod';
import type { SharedProfile, ThreadMessage } from './applicant-thread';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  COMPANY_STATUSES,
  type StatusEvent,
} from './applications';

export const MEMBER_ROLES = ['owner', 'recruiter'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const TEMPLATE_LOCALES = ['cs', 'en'] as const;
/** How a member hears about new applications and withdrawals: each at once, once a day, or not at all. */
export const NOTICE_FREQUENCIES = ['instant', 'daily', 'none'] as const;
export type NoticeFrequency = (typeof NOTICE_FREQUENCIES)[number];

/** Seconds a workspace move's e-mail waits in the queue, during which the move can be undone. */
export const STATUS_MAIL_HOLD_SECONDS = 8;

/** Days an invitation link works. */
export const INVITATION_DAYS = 7;

export const WORKSPACE_LIMITS = {
  note: 2_000,
  templateName: 80,
  /** Applications one bulk change may move. */
  bulk: 200,
  /** Characters of one tag, and tags on one application. */
  tag: 30,
  tags: 10,
  /** Applicants on one page of the list of all of them. */
  applicantsPage: 50,
  search: 100,
} as const;

/** The members' stars for an application: 1 to 5, or none. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** One tag as it is stored: trimmed, lower-cased, inner spaces folded. */
export const normalizeTag = (tag: string) => tag.trim().toLowerCase().replace(/\s+/g, ' ');

const tag = z
  .string()
  .transform(normalizeTag)
  .pipe(
    z
      .string()
      .min(1)
      .max(WORKSPACE_LIMITS.tag)
      .refine((value) => /^[\p{L}\p{N}][\p{L}\p{N} ._+#-]*$/u.test(value), {
        message: 'tags: a tag holds letters, digits, spaces and . _ + # - and starts with a letter or digit.',
        params: { reason: 'invalid_tag' },
      }),
  );

/** Body of PUT /api/workspace/applications/{id}/assessment: the whole rating and tag set. */
export const assessmentSchema = z.strictObject({
  rating: z.number().int().min(1).max(5).nullable(),
  tags: z
    .array(tag)
    .transform((tags) => [...new Set(tags)])
    .refine((tags) => tags.length <= WORKSPACE_LIMITS.tags, {
      message: `tags: at most ${WORKSPACE_LIMITS.tags} tags per application.`,
      params: { reason: 'too_many_tags' },
    }),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const APPLICANT_SORTS = ['applied', 'due', 'rating'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/**
 * The list of all the company's applicants (GET /api/workspace/applicants and its page): each
 * filter is a query parameter, so a view is a link.
 */
export const applicantQuerySchema = z.strictObject({
  q: z.string().trim().max(WORKSPACE_LIMITS.search).optional(),
  offer: z
    .string()
    .regex(/^[A-Za-z0-9_][A-Za-z0-9_-]{0,127}$/)
    .optional(),
  stage: z.enum(APPLICATION_STATUSES).optional(),
  tag: tag.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  overdue: z.literal('1').optional(),
  sort: z.enum(APPLICANT_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ApplicantQuery = z.infer<typeof applicantQuerySchema>;

const statusMessage = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.statusMessage)
  .nullish()
  .transform((value) => value || null);

/** Body of POST /api/workspace/applications/{id}/status. */
export const memberStatusSchema = z.strictObject({
  status: z.enum(COMPANY_STATUSES),
  message: statusMessage,
});

/** Body of POST /api/workspace/applications/bulk-status. */
export const bulkStatusSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(WORKSPACE_LIMITS.bulk),
  status: z.enum(COMPANY_STATUSES),
  message: statusMessage,
});

/** Body of POST /api/workspace/applications/mail-preview: the mails a move would send. */
export const mailPreviewSchema = bulkStatusSchema;

/** Body of POST /api/workspace/applications/undo: moves (their history events) to take back. */
export const undoSchema = z.strictObject({
  events: z.array(z.number().int().positive()).min(1).max(WORKSPACE_LIMITS.bulk),
});

/** Body of POST /api/workspace/applications/{id}/notes. */
export const noteSchema = z.strictObject({ body: z.string().trim().min(1).max(WORKSPACE_LIMITS.note) });

/** Body of POST /api/workspace/invitations (an owner invites a recruiter or another owner). */
export const invitationSchema = z.strictObject({
  email: z.email().trim().toLowerCase().max(254),
  role: z.enum(MEMBER_ROLES),
});

/** Body of POST /api/workspace/invitations/accept. */
export const acceptInvitationSchema = z.strictObject({ token: z.string().min(1).max(600) });

/** Body of POST /api/workspace/templates. */
export const templateSchema = z.strictObject({
  locale: z.enum(TEMPLATE_LOCALES),
  name: z.string().trim().min(1).max(WORKSPACE_LIMITS.templateName),
  body: z.string().trim().min(1).max(APPLICATION_LIMITS.statusMessage),
});

/** Body of PUT /api/workspace/notifications: the caller's own notice settings. */
export const noticeSettingsSchema = z.strictObject({
  frequency: z.enum(NOTICE_FREQUENCIES),
  locale: z.enum(TEMPLATE_LOCALES),
});
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;

export interface WorkspaceMember {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  since: string;
}

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
}

export interface WorkspaceTemplate {
  id: string;
  locale: (typeof TEMPLATE_LOCALES)[number];
  name: string;
  body: string;
}

/** One candidate's e-mail as a move would send it. */
export interface StatusMailPreview {
  id: string;
  candidate: string;
  to: string;
  subject: string;
  text: string;
}

/** What a member's move answers: `eventId` undoes it while its e-mail waits. */
export interface MemberStatusResult {
  id: string;
  status: ApplicationStatus;
  changed: boolean;
  eventId?: number;
}

export interface BulkStatusResult {
  changed: number;
  unchanged: number;
  withdrawn: number;
  events: number[];
}

export interface UndoResult {
  undone: number;
  tooLate: number;
}

export interface WorkspaceNote {
  id: number;
  author: string | null;
  body: string;
  at: string;
}

/** One candidate in an offer's pipeline. */
export interface PipelineEntry {
  id: string;
  candidate: string;
  status: ApplicationStatus;
  sentAt: string;
  answerDueAt: string;
  rating: number | null;
  tags: string[];
  /** From the profile the candidate shared (null when they did not share, or stopped). */
  city: string | null;
  /** The current job of the shared profile, as "title, company". */
  currentRole: string | null;
  /** When the candidate's message the company has not replied to was written. */
  unansweredMessageAt: string | null;
  /** The open interview: times waiting for the candidate's pick, or the time agreed. */
  interview: InterviewGlance | null;
}

/** An open interview as a list shows it. */
export type InterviewGlance = { state: 'proposed'; at: null } | { state: 'confirmed'; at: string };

/** One row of the list of all the company's applicants. */
export interface ApplicantRow extends PipelineEntry {
  email: string;
  jobOfferId: string;
  jobTitle: string;
  /** The company owes an answer and its promised date has passed. */
  overdue: boolean;
}

export interface ApplicantPage {
  items: ApplicantRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One candidate's page (its interview has a section of its own). */
export interface WorkspaceApplication extends Omit<PipelineEntry, 'interview'> {
  jobOfferId: string;
  jobTitle: string;
  email: string;
  locale: 'cs' | 'en';
  answers: { label: string; value: string }[];
  cvFileName: string;
  history: StatusEvent[];
  notes: WorkspaceNote[];
  sharedProfile: SharedProfile | null;
  messages: ThreadMessage[];
}

export type StatusCounts = Partial<Record<ApplicationStatus, number>>;

export interface WorkspaceOffer {
  jobOfferId: string;
  title: string;
  counts: StatusCounts;
  total: number;
}
