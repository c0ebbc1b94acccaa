import type { LocalDataset } from '@tribe/local-dataset';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArticleBody } from '@/components/magazine/article-body';
import { articleQuery, articlesQuery } from '@/content/queries';
import { readingMinutes } from '@/content/reading-time';
import type { ArticleQueryResult, ArticlesQueryResult } from '@/contracts/sanity.types';
import { openDemoStore } from '../search/support/demo-engine';

let store: LocalDataset;

beforeAll(async () => {
  store = await openDemoStore();
});

const articleBodyHtml = async (lang: 'cs' | 'en', id: string) => {
  const article = await store.query<ArticleQueryResult>(articleQuery, { lang, id }, 'published');
  return renderToStaticMarkup(createElement(ArticleBody, { value: article?.body ?? [] }));
};

describe('the demo magazine', () => {
  it.each(['cs', 'en'] as const)(
    'has articles of different lengths, 3 to 8 minutes of reading, in %s',
    async (lang) => {
      const articles = await store.query<ArticlesQueryResult>(
        articlesQuery,
        { lang, categorySlug: null },
        'published',
      );
      const minutes = articles.map((article) => readingMinutes(article.bodyText));
      expect(minutes.length).toBe(17);
      expect(Math.min(...minutes)).toBeGreaterThanOrEqual(3);
      expect(Math.max(...minutes)).toBeLessThanOrEqual(8);
      expect(new Set(minutes).size).toBeGreaterThanOrEqual(4);
    },
  );

  it('shows the CV article’s file name as written, underscores and all, not in italics', async () => {
    const cs = await articleBodyHtml('cs', 'article-1');
    expect(cs).toContain('„zivotopis_final_2.pdf“');
    expect(cs).not.toContain('<em');
    const en = await articleBodyHtml('en', 'article-1');
    expect(en).toContain('“cv_final_2.pdf”');
    expect(en).not.toContain('<em');
  });
});
