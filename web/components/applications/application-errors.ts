import { ApiError } from '@/contracts/api-error';
import { APPLICATION_LIMITS } from '@/contracts/applications';
import { SAVED_CV_LIMIT } from '@/contracts/saved-cvs';

type MessageKey =
  | 'cv_too_large'
  | 'cv_empty'
  | 'cv_unreadable'
  | 'cv_over_budget'
  | 'cv_busy'
  | 'cv_not_selected'
  | 'cv_wrong_type'
  | 'saved_cv_limit'
  | 'already_applied'
  | 'offer_closed'
  | 'rate_limited';

/** The translator of the Application messages, as the form uses it. */
type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const maxMegabytes = APPLICATION_LIMITS.cvBytes / 1024 / 1024;

/** What the user reads about a CV the server refused, by the API's error code. */
export function cvErrorMessage(code: string, t: Translate): string {
  switch (code) {
    case 'file_too_large':
      return t('cv_too_large', { maxMegabytes });
    case 'empty_file':
      return t('cv_empty');
    case 'invalid_file':
    case 'file_too_complex':
      return t('cv_unreadable');
    case 'file_over_budget':
      return t('cv_over_budget');
    case 'parse_in_progress':
    case 'parsers_busy':
      return t('cv_busy');
    case 'required':
      return t('cv_not_selected');
    case 'saved_cv_limit':
      return t('saved_cv_limit', { limit: SAVED_CV_LIMIT });
    default:
      return t('cv_wrong_type');
  }
}

/** The form-level message for a refusal that is about the application as a whole, or null. */
export function applicationErrorMessage(error: unknown, t: Translate): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'already_applied') return t('already_applied');
  if (error.code === 'job_offer_closed' || error.code === 'job_offer_not_found') return t('offer_closed');
  if (error.code === 'rate_limited') return t('rate_limited');
  return null;
}

/** A quick look at the chosen file before it is sent; the server judges the bytes. */
export function precheckCv(file: File | null, t: Translate): string | null {
  if (!file) return t('cv_not_selected');
  if (file.size === 0) return t('cv_empty');
  if (file.size > APPLICATION_LIMITS.cvBytes) return t('cv_too_large', { maxMegabytes });
  return null;
}
