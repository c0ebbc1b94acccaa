import { getTranslations } from 'next-intl/server';
import type { ArticleCardItem } from './article-card';
import { ArticleGrid } from './article-grid';

/** 'Read next': articles from the same category first, then the newest. */
export async function RelatedArticles({ articles }: { articles: ArticleCardItem[] }) {
  if (articles.length === 0) return null;
  const t = await getTranslations('Article');
  return (
    <section aria-labelledby="related-articles" className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="related-articles" className="mb-8 font-display text-2xl font-bold sm:text-3xl">
          {t('related')}
        </h2>
        <ArticleGrid articles={articles} />
      </div>
    </section>
  );
}
