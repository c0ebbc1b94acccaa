'use client';

import { useEffect } from 'react';
import { lazyWithMessages } from '@/components/ui/lazy-with-messages';
import { useCompanyJobOffers } from '@/hooks/use-company-job-offers';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { JOB_OFFERS_DEFAULT_LIMIT } from '@/lib/jobs/job-offers-params';
import { CompanyJobOffersFrame } from './company-job-offers-frame';
import { CompanyJobOffersSkeleton } from './company-job-offers-skeleton';

// The cards' code (and next-intl with their messages, which they translate with) loads beside the
// offers, not with the page: the skeletons hold their place until all are in.
const JobList = lazyWithMessages(
  'companyJobOffers',
  () => import('./job-list').then((module) => module.JobList),
  ({ jobs }) => <CompanyJobOffersSkeleton count={jobs.length} />,
);

export interface CompanyJobOffersProps {
  companyId: string;
  /** The offer being shown on the page, left out of the list. */
  excludeId?: string;
  /** The section's id, the anchor links to it jump to (translated by the server). */
  anchor: string;
  /** The heading with the link to all open positions, rendered by the server (`CompanyJobOffersSection`). */
  header: React.ReactNode;
  /** How many offers the server expects the section to show, as many skeleton cards meanwhile. */
  expected: number;
  /** The section's place on the page. */
  className: string;
}

/**
 * The company's open job offers (spec sections 2 and 4, 'Company job offers section'): its four
 * newest live offers, without the one on the page; nothing at all when none remain.
 */
export function CompanyJobOffers({
  companyId,
  excludeId,
  anchor,
  header,
  expected,
  className,
}: CompanyJobOffersProps) {
  const locale = useLocaleParam();
  const limit = JOB_OFFERS_DEFAULT_LIMIT + (excludeId ? 1 : 0);
  const { offers: newest, isLoading } = useCompanyJobOffers(companyId, locale, limit);
  useEffect(() => void JobList.preload(locale), [locale]);
  const offers = newest
    .filter((offer) => !excludeId || offer.id !== excludeId)
    .slice(0, JOB_OFFERS_DEFAULT_LIMIT);
  if (!isLoading && offers.length === 0) return null;
  return (
    <CompanyJobOffersFrame
      anchor={anchor}
      header={header}
      loading={isLoading}
      expected={expected}
      className={className}
    >
      <JobList jobs={offers} locale={locale} layout="grid" headingLevel={3} />
    </CompanyJobOffersFrame>
  );
}
