import { getTranslations, setRequestLocale } from 'next-intl/server';
import { JobAlertOffers } from '@/components/job-alerts/job-alert-offers';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { pageParams } from '@/server/http/page-params';
import { rowId } from '@/server/http/route-params';

type Props = PageProps<'/[locale]/profile/job-alerts/[id]'>;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    route: '/profile/job-alerts/[id]',
    params: { id: (await params).id },
    title: t('job_alerts_title'),
    noIndex: true,
  });
}

export default async function JobAlertOffersPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  const { id } = await pageParams({ id: rowId }, params);
  return <JobAlertOffers id={id} />;
}
