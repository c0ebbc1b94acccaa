import { setRequestLocale } from 'next-intl/server';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { SavedCvsSection } from '@/components/saved-cvs/saved-cvs-section';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';

type Props = PageProps<'/[locale]/profile/cvs'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/cvs',
    key: 'cvs',
    noIndex: true,
  });
}

export default async function SavedCvsPage({ params }: Props) {
  setRequestLocale(await localeParam(params));
  return (
    <>
      <ProfilePageHeading pageKey="cvs" />
      <SavedCvsSection />
    </>
  );
}
