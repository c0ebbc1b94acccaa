import { getTranslations } from 'next-intl/server';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/heading';
import { JOB_OFFERS_DEFAULT_LIMIT } from '@/lib/jobs/job-offers-params';
import { CompanyJobOffersFrame } from './company-job-offers-frame';
import { COMPANY_JOB_OFFERS_HEADING_ID } from './company-job-offers-heading-id';
import { CompanyJobOffersLoader } from './company-job-offers-loader';

/**
 * The company's newest offers: the heading, the link to all of them and the skeleton cards rendered
 * here, the cards (fetched in the browser when a reader comes near them) with their messages. The
 * company's count of open positions decides how many card places the section keeps, so nothing
 * below it moves when the cards come, and a company with no other open position has no section at
 * all.
 */
export async function CompanyJobOffersSection({
  companyId,
  companySlug,
  openPositions,
  excludeId,
  className,
}: {
  companyId: string;
  companySlug: string;
  /** The company's live offers, the one in `excludeId` included. */
  openPositions: number;
  /** The live offer on the page, left out of the section. */
  excludeId?: string;
  /** The section's place on the page. */
  className: string;
}) {
  const expected = Math.min(JOB_OFFERS_DEFAULT_LIMIT, openPositions - (excludeId ? 1 : 0));
  if (expected <= 0) return null;
  const t = await getTranslations('CompanyJobOffers');
  const header = (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <Heading level={3} as="h2" id={COMPANY_JOB_OFFERS_HEADING_ID}>
        {t('see_open_job_offers')}
      </Heading>
      <ButtonLink
        href={{ pathname: '/company/[company_slug]/jobs', params: { company_slug: companySlug } }}
        variant="black-outline"
        size="sm"
      >
        {t('all_open_positions')}
        <SpriteIcon name="arrow-right" className="h-4 w-4" />
      </ButtonLink>
    </div>
  );
  const anchor = t('job-offers');
  return (
    <CompanyJobOffersLoader
      placeholder={
        <CompanyJobOffersFrame
          anchor={anchor}
          header={header}
          loading
          expected={expected}
          className={className}
        />
      }
      companyId={companyId}
      excludeId={excludeId}
      anchor={anchor}
      header={header}
      expected={expected}
      className={className}
    />
  );
}
