import { setRequestLocale } from 'next-intl/server';
import { MyApplications } from '@/components/applications/my-applications';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/applications'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/applications',
    key: 'applications',
    noIndex: true,
  });
}

export default async function ApplicationsPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="applications" />
      <MyApplications />
    </>
  );
}
