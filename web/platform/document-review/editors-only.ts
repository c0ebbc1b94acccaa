import 'server-only';
import type { Locale } from '@tribe/routes';
import { ApiError } from '@/contracts/api-error';
import { editorRoleOf } from '@/server/editors/editor-roles';
import { platformTranslator } from '@/server/i18n/texts';

/** A 403 for anyone but an editor, read afresh on every request. */
export async function requireEditor(userId: string, locale: Locale): Promise<void> {
  if (!(await editorRoleOf(userId))) {
    throw new ApiError(
      403,
      'editors_only',
      platformTranslator(locale, 'DocumentReview')('error_editors_only'),
    );
  }
}
