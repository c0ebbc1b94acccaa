import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusErrorView } from '@/components/error/status-error-view';
import { localeParam } from '@/i18n/locale-param';

// Answers every preview requested without draft mode: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/preview-unauthorized'>) {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'Error' });
  return { title: t('page_title', { status: 401 }), robots: { index: false } };
}

/**
 * A preview without draft mode. The proxy answers it with 401 and this page (it has no address of
 * its own), which renders the 401 view itself, so its text is in the HTML.
 */
export default async function PreviewUnauthorized({ params }: PageProps<'/[locale]/preview-unauthorized'>) {
  setRequestLocale(await localeParam(params));
  return <StatusErrorView statusCode={401} />;
}
