import 'server-only';
import type { Locale } from '@tribe/routes';
import { type Assessment, assessmentSchema } from '@/contracts/workspace';
import { platformTranslator } from '@/server/i18n/texts';
import { parseLabelledInput } from './labelled-input';

/**
 * A rating and tag set from a request body. A problem with either field is answered naming it,
 * worded in the caller's language as the form words it; anything else as every endpoint does.
 */
export function parseAssessment(json: unknown, locale: Locale): Assessment {
  const t = platformTranslator(locale, 'Workspace');
  return parseLabelledInput(assessmentSchema, json, locale, {
    rating: t('rating_label'),
    tags: t('tags_label'),
  });
}
