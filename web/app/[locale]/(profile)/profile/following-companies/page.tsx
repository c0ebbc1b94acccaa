import { setRequestLocale } from 'next-intl/server';
import { FollowedList } from '@/components/following/followed-list';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/following-companies'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/following-companies',
    key: 'following_companies',
    noIndex: true,
  });
}

export default async function FollowingCompaniesPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="following_companies" />
      <FollowedList kind="company" />
    </>
  );
}
