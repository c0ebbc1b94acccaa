import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/error/not-found-view';
import { localeParam } from '@/i18n/locale-param';

// Every unknown path is its own page: rendered per request rather than filling the cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>) {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'Error' });
  return { title: t('page_title', { status: 404 }), robots: { index: false } };
}

/**
 * Any path under a locale that no route claims. The proxy answers it with 404; the page renders
 * the not-found view itself (rather than throwing notFound()), so its text is in the HTML.
 */
export default async function UnknownRoute({ params }: PageProps<'/[locale]/[...rest]'>) {
  setRequestLocale(await localeParam(params));
  return <NotFoundView />;
}
