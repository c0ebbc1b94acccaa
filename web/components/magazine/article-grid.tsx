import { ArticleCard, type ArticleCardItem } from './article-card';

/** Article cards in a responsive grid: one column on phones, two on tablets, three on desktops. */
export function ArticleGrid({ articles }: { articles: ArticleCardItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
