import { setRequestLocale } from 'next-intl/server';
import { JobAlertList } from '@/components/job-alerts/job-alert-list';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/job-alerts'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/job-alerts',
    key: 'job_alerts',
    noIndex: true,
  });
}

export default async function JobAlertsPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="job_alerts" />
      <JobAlertList />
    </>
  );
}
