'use client';

import { Select } from '@/components/ui/select';
import type { JobSort } from '@/lib/jobs/job-sort';

interface SortSelectProps {
  label: string;
  /** Each order with its name, translated by the server. */
  options: readonly { value: JobSort; label: string }[];
  value: JobSort;
  onChange: (sort: JobSort) => void;
}

/** The order of the results: by relevance, newest first or highest salary first. */
export function SortSelect({ label, options, value, onChange }: SortSelectProps) {
  return (
    <Select
      id="job-search-sort"
      name="sort"
      label={label}
      labelPlacement="beside"
      options={options}
      value={value}
      onChange={(sort) => onChange(sort as JobSort)}
    />
  );
}
