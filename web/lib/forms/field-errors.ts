import type { z } from 'zod';
import type { ApiError } from '@/contracts/api-error';
import { classifyIssue, type IssueReason } from '@/contracts/validation-issue';

/** A translated message per form field; a field without a problem has no entry. */
export type FieldErrors = Partial<Record<string, string>>;

type ValidationKey = 'required' | 'max_length' | 'invalid' | 'invalid_email' | IssueReason;

/** Translates keys of the Validation messages: next-intl's `useTranslations('Validation')`. */
export type ValidationTranslator = (key: ValidationKey, values?: Record<string, string | number>) => string;

/** The user's-language message for one problem the shared schema found in a form field. */
export function issueMessage(issue: z.core.$ZodIssue, label: string, t: ValidationTranslator): string {
  const problem = classifyIssue(issue);
  switch (problem.kind) {
    case 'required':
      return t('required');
    case 'too_long':
      return t('max_length', { maxLength: problem.maximum });
    case 'invalid_email':
      return t('invalid_email');
    case 'reason':
      return t(problem.reason);
    default:
      return t('invalid', { field: label });
  }
}

/**
 * Checks form values with the schema the API uses. Answers the parsed data, or the first
 * problem of each field in the user's language.
 */
export function validateForm<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
  labels: Record<string, string>,
  t: ValidationTranslator,
): { data: z.output<Schema>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issueMessage(issue, labels[field] ?? field, t);
  }
  return { data: null, errors };
}

/** A field error the API answered (after the form's own checks passed), in the user's language. */
export function apiFieldErrors(
  error: unknown,
  labels: Record<string, string>,
  t: ValidationTranslator,
): FieldErrors | null {
  const apiError = error as Partial<ApiError> | null;
  const field = apiError?.field;
  if (!field || !(field in labels)) return null;
  if (apiError.code === 'required') return { [field]: t('required') };
  return { [field]: t('invalid', { field: labels[field] }) };
}
