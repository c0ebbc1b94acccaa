import { type Locale, locales } from '@tribe/routes';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/magazine/article-grid';
import { MagazineHeader } from '@/components/magazine/magazine-header';
import { listArticles, listCategories } from '@/content/magazine';
import { draftContent } from '@/content/preview/draft-content';
import { hrefPath } from '@/i18n/href';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/magazine/[slug]'>;

// Rendered per request (its content reads are cached): a stale slug answers a 308, and Next.js
// 16.4 sends a cached page's redirect with its Location header twice (vercel/next.js#82117).

/**
 * The categories in this locale, the one named by the slug in either language (the other one
 * redirects), and its slug in each language.
 */
async function findCategory(slug: string, locale: Locale) {
  const lists = await Promise.all(locales.map((language) => listCategories(language)));
  const id = lists.flat().find((category) => category.slug === slug)?.id;
  const inLanguage = (language: Locale) =>
    lists[locales.indexOf(language)].find((category) => category.id === id);
  const categories = lists[locales.indexOf(locale)];
  return {
    categories,
    category: inLanguage(locale),
    slugIn: (language: Locale) => inLanguage(language)?.slug,
  };
}

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const { category, slugIn } = await findCategory(slug, locale);
  if (!category?.slug || !category.title) return {};
  const ownSlug = category.slug;
  return pageMetadata({
    locale,
    route: '/magazine/[slug]',
    params: (language) => ({ slug: slugIn(language) ?? ownSlug }),
    title: category.title,
    description: category.description ?? undefined,
  });
}

export default async function MagazineCategoryPage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { slug } = await params;
  const { categories, category } = await findCategory(slug, locale);
  if (!category?.slug || !category.title) notFound();
  if (category.slug !== slug) {
    permanentRedirect(hrefPath({ pathname: '/magazine/[slug]', params: { slug: category.slug } }, locale));
  }
  const { perspective, edit } = await draftContent(locale);
  const [t, pages, articles] = await Promise.all([
    getTranslations('Magazine'),
    getTranslations('Pages'),
    listArticles({ locale, categorySlug: category.slug, perspective }),
  ]);
  return (
    <>
      <MagazineHeader
        eyebrow={pages('magazine_title')}
        title={category.title}
        lead={category.description ?? undefined}
        categories={categories}
        activeSlug={category.slug}
      />
      <section aria-label={category.title} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="mb-8 text-sm font-semibold text-gray-600">{t('count', { count: articles.length })}</p>
        {articles.length > 0 ? (
          <ArticleGrid articles={articles} edit={edit} />
        ) : (
          <p className="text-lg text-gray-700">{t('empty_category')}</p>
        )}
      </section>
    </>
  );
}
