'use client';

import { ArrowRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useCompanyJobOffers } from '@/hooks/use-company-job-offers';
import { JOB_OFFERS_DEFAULT_LIMIT } from '@/lib/jobs/job-offers-params';
import { JobCardSkeleton } from './job-card-skeleton';
import { jobListLayouts } from './job-list-layouts';

// The cards' code loads beside the offers, not with the page: the skeletons hold their place
// until both are in.
const loadJobList = () => import('./job-list').then((module) => module.JobList);
const JobList = lazyComponent(loadJobList, <JobListSkeleton />);

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
}

/**
 * The company's open job offers (spec sections 2 and 4, 'Company job offers section'): its four
 * newest live offers, without the one on the page; nothing at all when none remain.
 */
export function CompanyJobOffers({ companyId, companySlug, excludeId }: CompanyJobOffersProps) {
  const t = useTranslations('CompanyJobOffers');
  const locale = useLocale();
  const limit = JOB_OFFERS_DEFAULT_LIMIT + (excludeId ? 1 : 0);
  const { offers: newest, isLoading } = useCompanyJobOffers(companyId, locale, limit);
  useEffect(() => void loadJobList(), []);
  const offers = newest
    .filter((offer) => !excludeId || offer.id !== excludeId)
    .slice(0, JOB_OFFERS_DEFAULT_LIMIT);
  if (!isLoading && offers.length === 0) return null;
  return (
    <section id={t('job-offers')} aria-labelledby="company-job-offers-heading" className="scroll-mt-32">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Heading level={3} as="h2" id="company-job-offers-heading">
          {t('see_open_job_offers')}
        </Heading>
        <ButtonLink
          href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug: companySlug } }}
          variant="black-outline"
          size="sm"
        >
          {t('all_open_positions')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
      <div className="mt-6" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <JobListSkeleton />
        ) : (
          <JobList jobs={offers} locale={locale} layout="grid" headingLevel={3} />
        )}
      </div>
    </section>
  );
}
