import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleCard } from '@/components/magazine/article-card';
import { ArticleGrid } from '@/components/magazine/article-grid';
import { MagazineHeader } from '@/components/magazine/magazine-header';
import { listArticles, listCategories } from '@/content/magazine';
import { draftContent } from '@/content/preview/draft-content';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/magazine'>;

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({
    locale,
    route: '/magazine',
    title: t('magazine_title'),
    description: t('magazine_lead'),
  });
}

export default async function MagazinePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { perspective, edit } = await draftContent(locale);
  const [t, pages, articles, categories] = await Promise.all([
    getTranslations('Magazine'),
    getTranslations('Pages'),
    listArticles({ locale, perspective }),
    listCategories(locale),
  ]);
  const [featured, ...rest] = articles;
  return (
    <>
      <MagazineHeader title={pages('magazine_title')} lead={pages('magazine_lead')} categories={categories} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {featured ? (
          <section aria-labelledby="magazine-featured">
            <h2 id="magazine-featured" className="sr-only">
              {t('featured')}
            </h2>
            <ArticleCard article={featured} featured edit={edit({ id: featured.id, type: 'article' })} />
          </section>
        ) : (
          <p className="text-lg text-gray-700">{t('empty')}</p>
        )}
        {rest.length > 0 ? (
          <section aria-labelledby="magazine-latest" className="mt-16">
            <h2 id="magazine-latest" className="mb-8 font-display text-2xl font-bold sm:text-3xl">
              {t('latest')}
            </h2>
            <ArticleGrid articles={rest} edit={edit} />
          </section>
        ) : null}
      </div>
    </>
  );
}
