import { setRequestLocale } from 'next-intl/server';
import { ForYouPage } from '@/components/for-you/for-you-page';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';
import { forYou } from '@/platform/preferences/for-you';
import { currentUserIfKnown } from '@/server/auth/current-user-if-known';

type Props = PageProps<'/[locale]/profile/for-you'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/for-you',
    key: 'for_you',
    noIndex: true,
  });
}

/** Ranked on the server, so the page opens with its list in place rather than a placeholder. */
export default async function ForYouRoute({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const user = await currentUserIfKnown();
  return (
    <>
      <ProfilePageHeading pageKey="for_you" />
      <ForYouPage ranked={user ? await forYou(user.id, locale) : undefined} />
    </>
  );
}
