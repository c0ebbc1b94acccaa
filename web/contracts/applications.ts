/**
 * The applications API's contract: the answers with their limits (the form checks with the same
 * schema), the CV's accepted types and size, the statuses and what the API answers.
 */
import { z } from 'zod';
import type { ThreadMessage } from './applicant-thread';
import type { Interview } from './interviews';

export const APPLICATION_LIMITS = {
  /** what_brings_you_here, last_time_you_learned and something_else: as their placeholders state. */
  answer: 400,
  /** something_wrong states no limit; the server still bounds it. */
  somethingWrong: 5_000,
  /** The CV file, in bytes. */
  cvBytes: 10 * 1024 * 1024,
  /** A status message from the company. */
  statusMessage: 500,
} as const;

/** The answers in the order the form asks them; the first one stands in for a cover letter. */
export const ANSWER_FIELDS = [
  'what_brings_you_here',
  'last_time_you_learned',
  'something_else',
  'something_wrong',
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

export const answerLimit = (field: AnswerField) =>
  field === 'something_wrong' ? APPLICATION_LIMITS.somethingWrong : APPLICATION_LIMITS.answer;

/** Answers that must not be left empty: the first, which stands in for a cover letter. */
export const REQUIRED_ANSWERS: readonly AnswerField[] = ['what_brings_you_here'];

export const CV_KINDS = ['pdf', 'doc', 'docx', 'odt'] as const;
export type CvKind = (typeof CV_KINDS)[number];
/** The `accept` attribute of the CV input (the server decides by the bytes, not by these). */
export const CV_ACCEPT = '.pdf,.doc,.docx,.odt';

const requiredAnswer = (field: AnswerField) => z.string().trim().min(1).max(answerLimit(field));
const optionalAnswer = (field: AnswerField) =>
  z
    .string()
    .trim()
    .max(answerLimit(field))
    .nullish()
    .transform((value) => value || null);

/** The text fields of POST /api/user/applications (multipart), besides the `cv` file. */
export const applicationFieldsSchema = z.strictObject({
  jobOfferID: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'jobOfferID must be a content id' }),
  locale: z.enum(['cs', 'en']),
  what_brings_you_here: requiredAnswer('what_brings_you_here'),
  last_time_you_learned: optionalAnswer('last_time_you_learned'),
  something_else: optionalAnswer('something_else'),
  something_wrong: optionalAnswer('something_wrong'),
  /** One of my saved CVs, sent instead of a `cv` file (the application gets its own copy). */
  savedCvId: z.uuid().optional(),
  /** 'true': the uploaded `cv` file is saved to my profile too. */
  saveToProfile: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** 'true': the company sees my profile (city, phone, links, experience, education) as it is now. */
  shareProfile: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** Statuses a company sets from its link; 'sent' is where every application starts. */
export const COMPANY_STATUSES = ['seen', 'interviewing', 'offer', 'not_selected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const APPLICATION_STATUSES = ['sent', ...COMPANY_STATUSES, 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses that answer the candidate (a company having only seen it has not answered yet). */
export const ANSWER_STATUSES: readonly ApplicationStatus[] = ['interviewing', 'offer', 'not_selected'];

/**
 * Statuses that close the application for the candidate: withdrawing no longer means anything
 * after them. The pipeline has no "hired" status; an offer can still be declined by withdrawing.
 */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['not_selected', 'withdrawn'];

/** Whether the candidate may still withdraw an application with this status. */
export const canWithdraw = (status: ApplicationStatus) => !FINAL_STATUSES.includes(status);

/** Body of POST /api/recruiter/applications/{id}/status. */
export const statusChangeSchema = z.strictObject({
  token: z.string().min(1).max(400),
  status: z.enum(COMPANY_STATUSES),
  message: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.statusMessage)
    .nullish()
    .transform((value) => value || null),
});

/** Query of GET /api/pages/company-response. */
export const companyResponseQuery = z.strictObject({
  companyID: z
    .string()
    .trim()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'companyID must be a content id' }),
});

/** Body of POST /api/recruiter/applications/renew-link. */
export const renewLinkSchema = z.strictObject({ token: z.string().min(1).max(400) });

export interface StatusEvent {
  status: ApplicationStatus;
  message: string | null;
  at: string;
}

/** One application as My applications shows it (GET /api/user/applications). */
export interface ApplicationSummary {
  id: string;
  jobOfferId: string;
  jobTitle: string;
  jobSlug: string | null;
  companyId: string;
  companyName: string;
  companySlug: string;
  locale: 'cs' | 'en';
  status: ApplicationStatus;
  sentAt: string;
  /** The date by which the company promised an answer. */
  answerDueAt: string;
  answeredAt: string | null;
  cvFileName: string;
  /** Whether the company sees the profile I shared when applying. */
  profileShared: boolean;
  history: StatusEvent[];
  /** The messages between me and the company, oldest first. */
  messages: ThreadMessage[];
  /** The interviews the company proposed, oldest first: the last is the current one. */
  interviews: Interview[];
}

/** GET /api/pages/company-response: the company's record once it has enough applications. */
export interface CompanyResponseRecord {
  companyID: string;
  applications: number;
  /** null below the threshold: too few applications to say anything fair. */
  record: {
    /** Share (0–1) of decided applications answered within the promised time; null while none is decided. */
    answeredInTimeShare: number | null;
    /** Median days from sending to the company's first answer; null when none was answered. */
    medianDaysToAnswer: number | null;
    responseDays: number;
  } | null;
}

export const RESPONSE_RECORD_MINIMUM = 5;
export const DEFAULT_RESPONSE_DAYS = 14;
