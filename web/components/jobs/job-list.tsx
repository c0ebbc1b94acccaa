import type { DraftContent } from '@/content/preview/draft-content';
import type { JobCardItem } from '@/contracts/job-card-item';
import { JobCard } from './job-card';
import { jobListLayouts } from './job-list-layouts';

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
  /** In draft mode: each offer's overlay target (server-rendered lists only). */
  edit?: DraftContent['edit'];
  /** The offers to mark 'New' (a job alert's offers since the user's previous visit). */
  newIds?: readonly string[];
}

/** Job cards as a list, in the order given. */
export function JobList({
  jobs,
  locale,
  layout = 'list',
  headingLevel,
  startsAboveFold,
  matchedTerms,
  edit,
  newIds,
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
            edit={edit?.({ id: job.id, type: 'jobOffer' })}
            isNew={newIds?.includes(job.id)}
          />
        </li>
      ))}
    </ul>
  );
}
