'use client';

import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { useCompanyJobOffers } from '@/hooks/use-company-job-offers';
import type { IntlProps } from '@/i18n/intl-props';
import { lazyWithMessages } from '@/i18n/lazy-with-messages';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { JOB_OFFERS_DEFAULT_LIMIT } from '@/lib/jobs/job-offers-params';
import { JobCardSkeleton } from './job-card-skeleton';
import { jobListLayouts } from './job-list-layouts';

// The cards' code (and next-intl, which they translate with) loads beside the offers, not with
// the page: the skeletons hold their place until both are in.
const loadJobList = () => import('./job-list').then((module) => module.JobList);
const JobList = lazyWithMessages(loadJobList, <JobListSkeleton />);

function JobListSkeleton() {
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

interface CompanyJobOffersProps {
  companyId: string;
  companySlug: string;
  /** The offer being shown on the page, left out of the list. */
  excludeId?: string;
  /** The section's texts, translated by the server (`CompanyJobOffersSection`). */
  labels: { anchor: string; heading: string; allOpen: string };
  /** The cards' messages. */
  intl: IntlProps;
}

/**
 * The company's open job offers (spec sections 2 and 4, 'Company job offers section'): its four
 * newest live offers, without the one on the page; nothing at all when none remain.
 */
export function CompanyJobOffers({ companyId, companySlug, excludeId, labels, intl }: CompanyJobOffersProps) {
  const locale = useLocaleParam();
  const limit = JOB_OFFERS_DEFAULT_LIMIT + (excludeId ? 1 : 0);
  const { offers: newest, isLoading } = useCompanyJobOffers(companyId, locale, limit);
  useEffect(() => void loadJobList(), []);
  const offers = newest
    .filter((offer) => !excludeId || offer.id !== excludeId)
    .slice(0, JOB_OFFERS_DEFAULT_LIMIT);
  if (!isLoading && offers.length === 0) return null;
  return (
    <section id={labels.anchor} aria-labelledby="company-job-offers-heading" className="scroll-mt-32">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Heading level={3} as="h2" id="company-job-offers-heading">
          {labels.heading}
        </Heading>
        <ButtonLink
          href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug: companySlug } }}
          variant="black-outline"
          size="sm"
        >
          {labels.allOpen}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
      <div className="mt-6" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <JobListSkeleton />
        ) : (
          <JobList jobs={offers} locale={locale} layout="grid" headingLevel={3} intl={intl} />
        )}
      </div>
    </section>
  );
}
