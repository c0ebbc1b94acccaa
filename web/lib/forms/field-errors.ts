import type { z } from 'zod';
import type { ApiError } from '@/lib/http/api-error';

/** A translated message per form field; a field without a problem has no entry. */
export type FieldErrors = Partial<Record<string, string>>;

/** Refinement reasons of the platform schemas (`params.reason`) that have their own message. */
const REASONS = [
  'invalid_date',
  'invalid_birth_date',
  'invalid_phone',
  'invalid_web_url',
  'to_before_from',
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: unknown): value is Reason => REASONS.includes(value as Reason);

type ValidationKey = 'required' | 'max_length' | 'invalid' | 'invalid_email' | Reason;

/** Translates keys of the Validation messages: next-intl's `useTranslations('Validation')`. */
export type ValidationTranslator = (key: ValidationKey, values?: Record<string, string | number>) => string;

function isMissing(issue: z.core.$ZodIssue): boolean {
  return (
    issue.input === '' ||
    (issue.code === 'invalid_type' && issue.input === undefined) ||
    (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1)
  );
}

/** The user's-language message for one problem the shared schema found in a form field. */
export function issueMessage(issue: z.core.$ZodIssue, label: string, t: ValidationTranslator): string {
  if (isMissing(issue)) return t('required');
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return t('max_length', { maxLength: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('invalid_email');
  const reason = issue.code === 'custom' ? issue.params?.reason : undefined;
  if (isReason(reason)) return t(reason);
  return t('invalid', { field: label });
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
