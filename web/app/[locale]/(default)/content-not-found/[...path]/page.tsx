import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusErrorView } from '@/components/error/status-error-view';
import { localeParam } from '@/i18n/locale-param';

type Props = PageProps<'/[locale]/content-not-found/[...path]'>;

// Answers every address whose content does not exist: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'Error' });
  return { title: t('page_title', { status: 404 }), robots: { index: false } };
}

/**
 * A company, job offer, article or edit screen whose document does not exist. The proxy answers
 * such an address with 404 and this page (it has no address of its own), which renders its text
 * on the server with the site's header and footer; a page that called notFound() itself would get
 * the framework's empty error shell, filled in only by JavaScript.
 */
export default async function ContentNotFound({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { path } = await params;
  const t = await getTranslations({ locale, namespace: 'Error' });
  return (
    <StatusErrorView
      statusCode={404}
      message={t('page_not_found', { path: `/${locale}/${path.join('/')}` })}
    />
  );
}
