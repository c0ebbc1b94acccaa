import { type Locale, localizedPath } from '@tribe/routes';
import type { ArticleCardItem } from '@/components/magazine/article-card';
import { publicEnv } from '@/config/public-env';
import { urlForImage } from '@/content/images/image-url';
import { articleJsonLd } from '@/lib/seo/structured-data/article';
import { breadcrumbListJsonLd } from '@/lib/seo/structured-data/breadcrumb-list';

const absolute = (url: string) => (url.startsWith('/') ? `${publicEnv.siteUrl}${url}` : url);

/** Article and BreadcrumbList structured data of a magazine article, with absolute URLs. */
export function articleStructuredData(
  article: ArticleCardItem & { slug: string },
  locale: Locale,
  names: { magazine: string },
) {
  const site = publicEnv.siteUrl;
  const url = `${site}${localizedPath('/magazine/[slug]/[id]', locale, { slug: article.slug, id: article.id })}`;
  const category = article.category.slug
    ? [
        {
          name: article.category.title ?? '',
          url: `${site}${localizedPath('/magazine/[slug]', locale, { slug: article.category.slug })}`,
        },
      ]
    : [];
  return [
    articleJsonLd({
      headline: article.title ?? '',
      url,
      imageUrl: article.coverImage?.asset
        ? absolute(urlForImage(article.coverImage).width(1200).url())
        : null,
      datePublished: article.publishedAt,
      authorName: article.author?.name,
      description: article.excerpt,
      publisher: {
        name: publicEnv.productName,
        url: site,
        logoUrl: `${site}/favicon/icon-512.png`,
      },
    }),
    breadcrumbListJsonLd([
      { name: names.magazine, url: `${site}${localizedPath('/magazine', locale)}` },
      ...category,
      { name: article.title ?? '', url },
    ]),
  ];
}
