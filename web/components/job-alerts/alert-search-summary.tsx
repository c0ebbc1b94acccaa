'use client';

import { useTranslations } from 'next-intl';
import { type JobSearch, jobSearchChoiceNames } from '@/contracts/job-search';

/**
 * The saved search in words, one chip per filter ('All job offers' without any); the company by
 * its name when the content knows it (by slug when it is no longer published).
 */
export function AlertSearchSummary({
  filters,
  companyName,
}: {
  filters: JobSearch;
  companyName: string | null;
}) {
  const t = useTranslations('JobAlerts');
  const enums = useTranslations('Enums');
  const parts = [
    filters.q ? t('summary_query', { query: filters.q }) : null,
    filters.city,
    filters.company ? (companyName ?? filters.company) : null,
    ...jobSearchChoiceNames.map((choice) => {
      const value = filters[choice];
      return value ? enums(`${choice}.${value}` as `${typeof choice}.label`) : null;
    }),
    filters.minSalary ? t('summary_min_salary', { amount: filters.minSalary }) : null,
    filters.salary && !filters.minSalary ? t('summary_salary') : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('dialog_search')}>
      {(parts.length ? parts : [t('search_all')]).map((part) => (
        <li key={part} className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800">
          {part}
        </li>
      ))}
    </ul>
  );
}
