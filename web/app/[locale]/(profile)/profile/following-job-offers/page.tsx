import { setRequestLocale } from 'next-intl/server';
import { FollowedList } from '@/components/following/followed-list';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/following-job-offers'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/following-job-offers',
    key: 'following_jobs',
    noIndex: true,
  });
}

export default async function FollowingJobOffersPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="following_jobs" />
      <FollowedList kind="jobOffer" />
    </>
  );
}
