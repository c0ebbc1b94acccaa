import 'server-only';
import type { Locale } from '@tribe/routes';
import { fieldError } from '@/contracts/api-error';
import { classifyIssue } from '@/contracts/validation-issue';
import { type Assessment, assessmentSchema } from '@/contracts/workspace';
import { issueMessage } from '@/lib/forms/field-errors';
import { parseInput } from '@/server/http/validation';
import { platformTranslator } from '@/server/i18n/texts';

const LABELS = { rating: 'rating_label', tags: 'tags_label' } as const;

/**
 * A rating and tag set from a request body. A problem with either field is answered naming it,
 * worded in the caller's language as the form words it; anything else as every endpoint does.
 */
export function parseAssessment(json: unknown, locale: Locale): Assessment {
  const result = assessmentSchema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path[0];
  if (field !== 'rating' && field !== 'tags') return parseInput(assessmentSchema, json);
  const label = platformTranslator(locale, 'Workspace')(LABELS[field]);
  const problem = classifyIssue(issue);
  const message = issueMessage(issue, label, platformTranslator(locale, 'Validation'));
  throw fieldError(
    field,
    problem.kind === 'reason' ? problem.reason : problem.kind,
    problem.kind === 'invalid' ? message : `${label}: ${message}`,
  );
}
