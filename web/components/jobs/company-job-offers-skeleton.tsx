import { JOB_OFFERS_DEFAULT_LIMIT } from '@/lib/jobs/job-offers-params';
import { JobCardSkeleton } from './job-card-skeleton';
import { jobListLayouts } from './job-list-layouts';

/** The company's newest offers while they load: one card's shape per offer the section shows. */
export function CompanyJobOffersSkeleton() {
  return (
    <ul className={jobListLayouts.grid}>
      {Array.from({ length: JOB_OFFERS_DEFAULT_LIMIT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <JobCardSkeleton variant="stacked" />
        </li>
      ))}
    </ul>
  );
}
