import { type Locale, localizedPath } from '@tribe/routes';
import { getTranslations } from 'next-intl/server';
import { articleStructuredData } from '@/components/seo/article-of';
import { JsonLd } from '@/components/seo/json-ld';
import { publicEnv } from '@/config/public-env';
import { listArticles, relatedArticles } from '@/content/magazine';
import type { ArticleQueryResult } from '@/contracts/sanity.types';
import type { EditTarget } from '@/lib/visual-editing/edit-target';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { RelatedArticles } from './related-articles';

type Article = NonNullable<ArticleQueryResult> & { slug: string };

/**
 * An article with its structured data and what to read next. The public page and its preview
 * render the same tree; only draft mode passes `edit` (overlays).
 */
export async function ArticleDetail({
  article,
  locale,
  edit,
}: {
  article: Article;
  locale: Locale;
  edit?: EditTarget;
}) {
  const related = relatedArticles(await listArticles({ locale }), article);
  const shareUrl = `${publicEnv.siteUrl}${localizedPath('/magazine/[slug]/[id]', locale, { slug: article.slug, id: article.id })}`;
  const pages = await getTranslations('Pages');
  const structuredData = articleStructuredData(article, locale, { magazine: pages('magazine_title') });
  return (
    <>
      {structuredData.map((data) => (
        <JsonLd key={data['@type']} data={data} />
      ))}
      <article className="pb-16 sm:pb-24">
        <ArticleHeader article={article} shareUrl={shareUrl} edit={edit} />
        <div className="mt-12 px-4 sm:px-6" {...edit?.localized('body')}>
          {article.body ? <ArticleBody value={article.body} /> : null}
        </div>
      </article>
      <RelatedArticles articles={related} />
    </>
  );
}
