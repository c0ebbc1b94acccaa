'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { type JobSort, jobSorts } from '@/lib/jobs/job-sort';

interface SortSelectProps {
  value: JobSort;
  onChange: (sort: JobSort) => void;
}

/** The order of the results: by relevance, newest first or highest salary first. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const t = useTranslations('JobFilters');
  return (
    <Select
      id="job-search-sort"
      name="sort"
      label={t('sort')}
      labelPlacement="beside"
      options={jobSorts.map((sort) => ({ value: sort, label: t(`sort_${sort}`) }))}
      value={value}
      onChange={(sort) => onChange(sort as JobSort)}
    />
  );
}
