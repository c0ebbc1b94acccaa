import { setRequestLocale } from 'next-intl/server';
import { localeParam } from '@/i18n/locale-param';

/** The company profile's layout: none of the site's header and footer; the profile brings its own. */
export default async function CompanyLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every layout names its locale, so next-intl never reads the request and the pages stay static.
  setRequestLocale(await localeParam(params));
  return <div className="flex min-h-screen flex-col bg-white text-gray-900">{children}</div>;
}
