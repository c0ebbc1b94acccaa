import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { PROFILE_IMPORT_MAX_PAGES } from '@/contracts/profile-import';

type MessageKey =
  | 'error_not_pdf'
  | 'error_too_large'
  | 'error_empty'
  | 'error_unreadable'
  | 'error_too_many_pages'
  | 'error_no_text'
  | 'error_nothing_recognised'
  | 'error_not_selected'
  | 'error_rate_limited'
  | 'error_over_budget'
  | 'error_busy'
  | 'error_failed';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const maxMegabytes = APPLICATION_LIMITS.cvBytes / 1024 / 1024;

/** What the user reads about a PDF the import could not use, by the API's error code. */
export function importErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('error_failed');
  switch (error.code) {
    case 'not_pdf':
    case 'invalid_file_type':
      return t('error_not_pdf');
    case 'file_too_large':
      return t('error_too_large', { maxMegabytes });
    case 'empty_file':
      return t('error_empty');
    case 'invalid_file':
    case 'file_too_complex':
      return t('error_unreadable');
    case 'too_many_pages':
      return t('error_too_many_pages', { maxPages: PROFILE_IMPORT_MAX_PAGES });
    case 'no_text':
      return t('error_no_text');
    case 'nothing_recognised':
      return t('error_nothing_recognised');
    case 'required':
      return t('error_not_selected');
    case 'rate_limited':
      return t('error_rate_limited');
    case 'file_over_budget':
      return t('error_over_budget');
    case 'parse_in_progress':
    case 'parsers_busy':
      return t('error_busy');
    default:
      return t('error_failed');
  }
}

/** A quick look at the chosen file before it is sent; the server judges the bytes. */
export function precheckImport(file: File | null, t: Translate): string | null {
  if (!file) return t('error_not_selected');
  if (file.size === 0) return t('error_empty');
  if (file.size > APPLICATION_LIMITS.cvBytes) return t('error_too_large', { maxMegabytes });
  return null;
}
