'use client';

import { useTranslations } from 'next-intl';
import { type JobSort, jobSorts } from '@/lib/jobs/job-sort';

interface SortSelectProps {
  value: JobSort;
  onChange: (sort: JobSort) => void;
}

/** The order of the results: by relevance, newest first or highest salary first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const t = useTranslations('JobFilters');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="job-search-sort" className="text-sm font-medium whitespace-nowrap text-gray-900">
        {t('sort')}
      </label>
      <select
        id="job-search-sort"
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as JobSort)}
        className="w-full appearance-none rounded-full border border-gray-300 bg-white bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 24 24%22 fill=%22none%22 stroke=%22%23334155%22 stroke-width=%222%22><path d=%22M6 9l6 6 6-6%22/></svg>')] bg-[length:1rem] bg-[right_0.9rem_center] bg-no-repeat py-2.5 pr-10 pl-4 text-sm text-gray-900 focus:border-dark-blue focus:ring-3 focus:ring-primary/40 focus:outline-none"
      >
        {jobSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort_${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
