import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import { fetchContent, type Perspective } from './fetch';
import { articleQuery, articlesQuery, categoriesQuery } from './queries';

interface ArticleList {
  locale: Locale;
  categorySlug?: string;
  /** 'drafts' in draft mode: the list shows the articles' drafts. */
  perspective?: Perspective;
}

export function listArticles({ locale, categorySlug, perspective }: ArticleList) {
  return fetchContent({
    query: articlesQuery,
    params: { lang: locale, categorySlug: categorySlug ?? null },
    perspective,
  });
}

export const getArticle = cache((id: string, locale: Locale, perspective?: Perspective) =>
  fetchContent({ query: articleQuery, params: { id, lang: locale }, perspective }),
);

export const listCategories = cache((locale: Locale) =>
  fetchContent({ query: categoriesQuery, params: { lang: locale } }),
);

interface RelatableArticle {
  id: string;
  category: { id: string };
}

/**
 * Articles to read next: the same category's first, then the rest, each in the given
 * (newest-first) order, never the current one.
 */
export function relatedArticles<T extends RelatableArticle>(
  articles: T[],
  current: RelatableArticle,
  limit = 3,
): T[] {
  const others = articles.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => article.category.id === current.category.id);
  const elsewhere = others.filter((article) => article.category.id !== current.category.id);
  return [...sameCategory, ...elsewhere].slice(0, limit);
}
