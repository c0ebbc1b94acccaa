import { localizedPath } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleBody } from '@/components/magazine/article-body';
import { ArticleHeader } from '@/components/magazine/article-header';
import { RelatedArticles } from '@/components/magazine/related-articles';
import { JsonLd } from '@/components/seo/json-ld';
import { publicEnv } from '@/config/public-env';
import { getArticle, listArticles, relatedArticles } from '@/content/magazine';
import { localeParam } from '@/i18n/locale-param';
import { permanentRedirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { articleStructuredData } from '@/lib/seo/structured-data/article-of';

type Props = PageProps<'/[locale]/magazine/[slug]/[id]'>;

// Rendered per request (its content reads are cached): a stale slug answers a 308, and Next.js
// 16.4 sends a cached page's redirect with its Location header twice (vercel/next.js#82117).

export async function generateMetadata({ params }: Props) {
  const locale = await localeParam(params);
  const { id } = await params;
  const article = await getArticle(id, locale);
  if (!article?.title || !article.slug) return {};
  return pageMetadata({
    locale,
    route: '/magazine/[slug]/[id]',
    params: { slug: article.slug, id },
    title: article.title,
    description: article.excerpt ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { slug, id } = await params;
  const article = await getArticle(id, locale);
  if (!article?.title || !article.slug) notFound();
  if (article.slug !== slug) {
    permanentRedirect({
      href: { pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id } },
      locale,
    });
  }
  const related = relatedArticles(await listArticles({ locale }), article);
  const shareUrl = `${publicEnv.siteUrl}${localizedPath('/magazine/[slug]/[id]', locale, { slug: article.slug, id })}`;
  const pages = await getTranslations('Pages');
  const structuredData = articleStructuredData({ ...article, slug: article.slug }, locale, {
    magazine: pages('magazine_title'),
  });
  return (
    <>
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <article className="pb-16 sm:pb-24">
        <ArticleHeader article={article} shareUrl={shareUrl} />
        <div className="mt-12 px-4 sm:px-6">{article.body ? <ArticleBody value={article.body} /> : null}</div>
      </article>
      <RelatedArticles articles={related} />
    </>
  );
}
