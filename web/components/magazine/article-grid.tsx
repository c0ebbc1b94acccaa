import type { DraftContent } from '@/content/preview/draft-content';
import { ArticleCard, type ArticleCardItem } from './article-card';

interface ArticleGridProps {
  articles: ArticleCardItem[];
  /** In draft mode: each article's overlay target. */
  edit?: DraftContent['edit'];
}

/** Article cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({ articles, edit }: ArticleGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} edit={edit?.({ id: article.id, type: 'article' })} />
        </li>
      ))}
    </ul>
  );
}
