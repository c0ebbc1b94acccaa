import { setRequestLocale } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { localeParam } from '@/i18n/locale-param';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every layout names its locale, so next-intl never reads the request and the pages stay static.
  setRequestLocale(await localeParam(params));
  return <SiteShell layout="default">{children}</SiteShell>;
}
