import { ApiError } from '@/contracts/api-error';

/** What the interview routes answer when the interview changed meanwhile, worded in the page's language. */
const CONFLICTS = new Set([
  'interview_open',
  'interview_not_found',
  'interview_confirmed',
  'interview_changed',
  'application_withdrawn',
]);

/** The server's words for an interview that changed under the form, to show instead of a bare failure. */
export const interviewConflict = (error: unknown) =>
  error instanceof ApiError && CONFLICTS.has(error.code) ? error.message : undefined;
