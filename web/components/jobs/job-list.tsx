import { JobCard } from './job-card';
import type { JobCardItem } from './job-card-item';

interface JobListProps {
  jobs: JobCardItem[];
  locale: string;
  /** 'list': one wide card a row (search results); 'grid': up to four stacked cards a row (sections). */
  layout?: 'list' | 'grid';
  headingLevel?: 2 | 3;
  /** The list starts in the first screen: its first card's image (a phone's largest element) loads at once. */
  startsAboveFold?: boolean;
  /** Per offer, the search terms it matched (marked in its title). */
  matchedTerms?: Record<string, readonly string[]>;
}

export const jobListLayouts = {
  list: 'grid gap-4',
  grid: 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4',
} as const;

/** Job cards as a list, in the order given. */
export function JobList({
  jobs,
  locale,
  layout = 'list',
  headingLevel,
  startsAboveFold,
  matchedTerms,
}: JobListProps) {
  return (
    <ul className={jobListLayouts[layout]} data-testid="job-list">
      {jobs.map((job, index) => (
        <li key={job.id}>
          <JobCard
            job={job}
            locale={locale}
            headingLevel={headingLevel}
            variant={layout === 'grid' ? 'stacked' : 'row'}
            priority={startsAboveFold && index === 0}
            matchedTerms={matchedTerms?.[job.id]}
          />
        </li>
      ))}
    </ul>
  );
}
