import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticleDetail } from '@/components/magazine/article-detail';
import { getArticle } from '@/content/magazine';
import { draftContent } from '@/content/preview/draft-content';
import { hrefPath } from '@/i18n/href';
import { localeParam } from '@/i18n/locale-param';
import { pageMetadata } from '@/lib/seo/page-metadata';

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
    params: (language) => ({ slug: article.slugs[language] ?? article.slug, id }),
    title: article.title,
    description: article.excerpt ?? undefined,
  });
}

export default async function ArticlePage({ params }: Props) {
  const locale = await localeParam(params);
  setRequestLocale(locale);
  const { slug, id } = await params;
  const { perspective, edit } = await draftContent(locale);
  const article = await getArticle(id, locale, perspective);
  if (!article?.title || !article.slug) notFound();
  // A draft's new slug is no address yet: only published slugs redirect.
  if (perspective === 'published' && article.slug !== slug) {
    permanentRedirect(
      hrefPath({ pathname: '/magazine/[slug]/[id]', params: { slug: article.slug, id } }, locale),
    );
  }
  return (
    <ArticleDetail
      article={{ ...article, slug: article.slug }}
      locale={locale}
      edit={edit({ id, type: 'article' })}
    />
  );
}
