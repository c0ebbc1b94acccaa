import { JobCardSkeleton } from './job-card-skeleton';
import { jobListLayouts } from './job-list-layouts';

/** The company's newest offers while they load: one card's shape per offer the section will show. */
export function CompanyJobOffersSkeleton({ count }: { count: number }) {
  return (
    <ul className={jobListLayouts.grid}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <JobCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
