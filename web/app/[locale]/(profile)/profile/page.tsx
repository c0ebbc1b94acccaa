import { setRequestLocale } from 'next-intl/server';
import { MyProfile } from '@/components/profile/my-profile';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile',
    key: 'profile',
    noIndex: true,
  });
}

export default async function MyProfilePage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="profile" />
      <MyProfile />
    </>
  );
}
