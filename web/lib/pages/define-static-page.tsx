import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/layout/page-intro';
import type { AppPathname, Locale } from '@/i18n/pathnames';
import { pageMetadata } from '@/lib/seo/page-metadata';

import type messages from '@/messages/en.json';

/** A page's key prefix in the 'Pages' messages: every page has `${key}_title` and `${key}_lead`. */
export type PageKey = keyof (typeof messages)['Pages'] extends infer K
  ? K extends `${infer P}_lead`
    ? P
    : never
  : never;

interface StaticPageOptions {
  route: AppPathname;
  key: PageKey;
  noIndex?: boolean;
  /** What the page shows under its heading. */
  body?: (locale: Locale) => React.ReactNode | Promise<React.ReactNode>;
}

interface LocaleProps {
  params: Promise<{ locale: string }>;
}

/** A route whose heading and metadata come from messages: the route file only names its route and key. */
export function defineStaticPage({ route, key, noIndex, body }: StaticPageOptions) {
  async function generateMetadata({ params }: LocaleProps) {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return pageMetadata({
      locale,
      route,
      title: t(`${key}_title`),
      description: t(`${key}_lead`),
      noIndex,
    });
  }

  // biome-ignore lint/correctness/noComponentHookFactories: built once per route module at import, never per render
  async function Page({ params }: LocaleProps) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const t = await getTranslations('Pages');
    return (
      <>
        <PageIntro title={t(`${key}_title`)} lead={t(`${key}_lead`)} />
        {body ? <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">{await body(locale)}</div> : null}
      </>
    );
  }

  return { generateMetadata, Page };
}
