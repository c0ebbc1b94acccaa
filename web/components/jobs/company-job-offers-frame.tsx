import { COMPANY_JOB_OFFERS_HEADING_ID } from './company-job-offers-heading-id';
import { CompanyJobOffersSkeleton } from './company-job-offers-skeleton';

interface CompanyJobOffersFrameProps {
  /** The section's id, the anchor links to it jump to. */
  anchor: string;
  /** The heading with the link to all open positions, rendered by the server. */
  header: React.ReactNode;
  /** Skeleton cards instead of the offers while they load. */
  loading: boolean;
  /** How many offers the section is expected to show: as many skeleton cards hold their place. */
  expected: number;
  /** The section's place on the page. */
  className: string;
  children?: React.ReactNode;
}

/** The section of a company's newest offers: its heading, then the cards or their skeletons. */
export function CompanyJobOffersFrame({
  anchor,
  header,
  loading,
  expected,
  className,
  children,
}: CompanyJobOffersFrameProps) {
  return (
    <section
      id={anchor}
      aria-labelledby={COMPANY_JOB_OFFERS_HEADING_ID}
      className={`scroll-mt-32 ${className}`}
    >
      {header}
      <div className="mt-6" aria-busy={loading || undefined}>
        {loading ? <CompanyJobOffersSkeleton count={expected} /> : children}
      </div>
    </section>
  );
}
