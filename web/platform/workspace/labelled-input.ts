import 'server-only';
import type { Locale } from '@tribe/routes';
import type { z } from 'zod';
import { fieldError } from '@/contracts/api-error';
import { classifyIssue } from '@/contracts/validation-issue';
import { issueMessage } from '@/lib/forms/field-errors';
import { parseInput } from '@/server/http/validation';
import { platformTranslator } from '@/server/i18n/texts';

/**
 * A request body checked with `schema`. A problem with one of the `labels`' fields is answered
 * naming it, worded in the caller's language as the form words it (`labels` holds each field's
 * label in `locale`); anything else as every endpoint does.
 */
export function parseLabelledInput<Schema extends z.ZodType>(
  schema: Schema,
  json: unknown,
  locale: Locale,
  labels: Record<string, string>,
): z.output<Schema> {
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? '');
  const label = labels[field];
  if (!label) return parseInput(schema, json);
  const problem = classifyIssue(issue);
  const message = issueMessage(issue, label, platformTranslator(locale, 'Validation'));
  throw fieldError(
    field,
    problem.kind === 'reason' ? problem.reason : problem.kind,
    problem.kind === 'invalid' ? message : `${label}: ${message}`,
  );
}
