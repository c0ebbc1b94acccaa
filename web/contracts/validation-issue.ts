import type { z } from 'zod';

/** Refinement reasons of the contract schemas (`params.reason`) that have their own message. */
export const ISSUE_REASONS = [
  'invalid_date',
  'invalid_birth_date',
  'date_out_of_range',
  'invalid_phone',
  'invalid_web_url',
  'to_before_from',
  'invalid_min_salary',
  'duplicate_choice',
  'invalid_tag',
  'too_many_tags',
  'too_many_roles',
  'role_too_long',
  'too_many_skills',
  'time_in_past',
  'too_many_slots',
  'duplicate_time',
  'invalid_slot_time',
  'invalid_video_url',
  'place_or_link_required',
] as const;
export type IssueReason = (typeof ISSUE_REASONS)[number];
const isReason = (value: unknown): value is IssueReason => ISSUE_REASONS.includes(value as IssueReason);

/** What is wrong with a value, independent of language: the API and the forms word it each their way. */
export type IssueKind =
  | { kind: 'required' }
  | { kind: 'too_long'; maximum: number }
  | { kind: 'wrong_type'; expected: string }
  | { kind: 'invalid_email' }
  | { kind: 'unknown_field'; key: string }
  | { kind: 'reason'; reason: IssueReason }
  | { kind: 'invalid' };

export function classifyIssue(issue: z.core.$ZodIssue): IssueKind {
  if (issue.code === 'unrecognized_keys') return { kind: 'unknown_field', key: issue.keys[0] ?? '' };
  const missing =
    issue.input === '' ||
    (issue.code === 'invalid_type' && issue.input === undefined) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
  if (missing) return { kind: 'required' };
  if (issue.code === 'invalid_type') return { kind: 'wrong_type', expected: issue.expected };
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { kind: 'too_long', maximum: Number(issue.maximum) };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { kind: 'invalid_email' };
  const reason = issue.code === 'custom' ? issue.params?.reason : undefined;
  if (isReason(reason)) return { kind: 'reason', reason };
  return { kind: 'invalid' };
}
