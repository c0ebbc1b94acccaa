import { MAX_MIN_SALARY } from '@/contracts/job-search-bounds';
import { DEFAULT_JOB_SORT } from '@/contracts/job-sort';

/**
 * The URL query of what a job search form holds: its filled `fields` (the search's, in the URLs'
 * order, handed down by the server so the browser code needs no schema), the default order left
 * out. The page reads it as it reads any URL (`parseJobSearchParams`).
 */
export function formSearchQuery(data: FormData, fields: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of fields) {
    const value = data.get(name);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text && !(name === 'sort' && text === DEFAULT_JOB_SORT)) query[name] = text;
  }
  return query;
}

/** What a minimum salary field keeps of what was typed: its digits, at most the largest minimum. */
export function minSalaryDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits ? String(Math.min(Number(digits), MAX_MIN_SALARY)) : '';
}
