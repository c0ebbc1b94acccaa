import { Select } from '@/components/ui/select';
import type { JobSort } from '@/contracts/job-sort';

interface SortSelectProps {
  label: string;
  /** Each order with its name, translated by the server. */
  options: readonly { value: JobSort; label: string }[];
  defaultValue: JobSort;
}

/** The order of the results: by relevance, newest first or highest salary first. */
export function SortSelect({ label, options, defaultValue }: SortSelectProps) {
  return (
    <Select
      id="job-search-sort"
      name="sort"
      label={label}
      labelPlacement="beside"
      options={options}
      defaultValue={defaultValue}
    />
  );
}
