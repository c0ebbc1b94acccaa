import { JobCard } from './job-card';
import type { JobCardItem } from './job-card-item';

interface JobListProps {
  jobs: JobCardItem[];
  locale: string;
  /** 'list': one card a row (search results); 'grid': two a row from large screens (sections). */
  layout?: 'list' | 'grid';
  headingLevel?: 2 | 3;
}

export const jobListLayouts = {
  list: 'grid gap-4',
  grid: 'grid gap-4 lg:grid-cols-2',
} as const;

/** Job cards as a list, newest first as given. */
export function JobList({ jobs, locale, layout = 'list', headingLevel }: JobListProps) {
  return (
    <ul className={jobListLayouts[layout]} data-testid="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
