import { type Locale, locales } from '@tribe/routes';
import { fieldError } from '@/contracts/api-error';

export const JOB_OFFERS_DEFAULT_LIMIT = 4;
export const JOB_OFFERS_MAX_LIMIT = 50;

export interface JobOffersParams {
  language: Locale;
  branch: string;
  limit: number;
}

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** The query of `GET /api/pages/job-offers`; a missing or invalid parameter is a 400 naming it. */
export function parseJobOffersParams(search: URLSearchParams): JobOffersParams {
  const language = search.get('language');
  if (!language) throw fieldError('language', 'required', 'language is a required parameter');
  if (!isLocale(language)) {
    throw fieldError('language', 'invalid', `language must be one of: ${locales.join(', ')}`);
  }
  const branch = search.get('branch')?.trim();
  if (!branch) throw fieldError('branch', 'required', 'branch (a company id) is a required parameter');
  if (branch.length > 200)
    throw fieldError('branch', 'too_long', 'branch: Maximum character length exceeded: 200');
  const rawLimit = search.get('limit');
  const limit = rawLimit === null || rawLimit === '' ? JOB_OFFERS_DEFAULT_LIMIT : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > JOB_OFFERS_MAX_LIMIT) {
    throw fieldError('limit', 'invalid', `limit must be a whole number from 1 to ${JOB_OFFERS_MAX_LIMIT}`);
  }
  return { language, branch, limit };
}
