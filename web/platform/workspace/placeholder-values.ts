import 'server-only';
import type { Locale } from '@tribe/routes';
import { ApiError } from '@/contracts/api-error';
import { fillPlaceholders, placeholderNames, unknownPlaceholders } from '@/lib/workspace/placeholders';
import type { JobApplication } from '@/server/db/schema';
import { platformTranslator } from '@/server/i18n/texts';
import { candidateOf, formatDate } from '../applications/notifications';

/**
 * Refuses a text holding a placeholder nobody fills (400 `unknown_placeholder` naming the field
 * and the placeholder, in the user's language).
 */
export function refuseUnknownPlaceholders(
  text: string | null,
  field: 'body' | 'message',
  locale: Locale,
): void {
  const [unknown] = unknownPlaceholders(text ?? '');
  if (unknown === undefined) return;
  const t = platformTranslator(locale, 'Workspace');
  throw new ApiError(
    400,
    'unknown_placeholder',
    t('placeholder_unknown', {
      placeholder: `{${unknown}}`,
      field: t(field === 'body' ? 'template_body' : 'bulk_message'),
      known: placeholderNames(locale).join(', '),
    }),
    field,
  );
}

/** The message as this application's candidate reads it, every placeholder filled. */
export async function messageFor(
  application: JobApplication,
  message: string | null,
): Promise<string | null> {
  if (!message) return message;
  const candidate = await candidateOf(application);
  return fillPlaceholders(message, {
    name: candidate?.name ?? '',
    position: application.jobTitle,
    company: application.companyName,
    replyBy: formatDate(application.answerDueAt, application.locale),
  });
}
