import { setRequestLocale } from 'next-intl/server';
import { PreferencesEditor } from '@/components/preferences/preferences-editor';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import { listCities } from '@/content/jobs';
import { localeParam } from '@/i18n/locale-param';
import { messagesMetadata } from '@/lib/pages/page-messages';
import { preferenceOptions } from '@/platform/preferences/preference-options';

type Props = PageProps<'/[locale]/profile/preferences'>;

export async function generateMetadata({ params }: Props) {
  return messagesMetadata({
    locale: await localeParam(params),
    route: '/profile/preferences',
    key: 'preferences',
    noIndex: true,
  });
}

export default async function PreferencesPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const [cities, options] = await Promise.all([
    listCities().then((names) => names.filter((city): city is string => !!city)),
    preferenceOptions(locale),
  ]);
  return (
    <>
      <ProfilePageHeading pageKey="preferences" />
      <PreferencesEditor cities={cities.sort(new Intl.Collator(locale).compare)} options={options} />
    </>
  );
}
