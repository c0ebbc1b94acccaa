import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfilePageHeading } from '@/components/profile/profile-page-heading';
import type { Locale, StaticPathname } from '@/i18n/pathnames';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { PageKey } from './define-static-page';

interface ProfilePageOptions {
  route: StaticPathname;
  key: PageKey;
  body?: () => React.ReactNode | Promise<React.ReactNode>;
}

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/** A page of the profile area: never indexed, heading from messages, body supplied by the route. */
export function defineProfilePage({ route, key, body }: ProfilePageOptions) {
  async function generateMetadata({ params }: LocaleProps) {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return pageMetadata({ locale, route, title: t(`${key}_title`), noIndex: true });
  }

  // biome-ignore lint/correctness/noComponentHookFactories: built once per route module at import, never per render
  async function Page({ params }: LocaleProps) {
    setRequestLocale((await params).locale as Locale);
    return (
      <>
        <ProfilePageHeading pageKey={key} />
        {body ? await body() : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
