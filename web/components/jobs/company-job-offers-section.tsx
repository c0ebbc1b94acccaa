import { getTranslations } from 'next-intl/server';
import { intlPropsFor } from '@/i18n/intl-props';
import { CompanyJobOffers } from './company-job-offers';

/** The company's newest offers with their texts from the server and the cards' messages. */
export async function CompanyJobOffersSection(props: {
  companyId: string;
  companySlug: string;
  excludeId?: string;
}) {
  const t = await getTranslations('CompanyJobOffers');
  const labels = {
    anchor: t('job-offers'),
    heading: t('see_open_job_offers'),
    allOpen: t('all_open_positions'),
  };
  return <CompanyJobOffers {...props} labels={labels} intl={await intlPropsFor('companyJobOffers')} />;
}
