import { setRequestLocale } from 'next-intl/server';
import { ForYouPage } from '@/components/for-you/for-you-page';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/for-you'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/for-you',
    key: 'for_you',
    noIndex: true,
  });
}

export default async function ForYouRoute({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="for_you" />
      <ForYouPage />
    </>
  );
}
