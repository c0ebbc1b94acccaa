import { describe, expect, it } from 'vitest';
import { relatedArticles } from '@/content/magazine';

const article = (id: string, category: string) => ({ id, category: { id: category } });

describe('relatedArticles', () => {
  const newestFirst = [
    article('a1', 'career'),
    article('a2', 'culture'),
    article('a3', 'career'),
    article('a4', 'tech'),
    article('a5', 'career'),
  ];

  it('offers the same category first, newest first, and never the article itself', () => {
    expect(relatedArticles(newestFirst, article('a3', 'career')).map(({ id }) => id)).toEqual([
      'a1',
      'a5',
      'a2',
    ]);
  });

  it('fills up with the newest articles of other categories', () => {
    expect(relatedArticles(newestFirst, article('a4', 'tech')).map(({ id }) => id)).toEqual([
      'a1',
      'a2',
      'a3',
    ]);
  });

  it('returns fewer when there are not enough articles', () => {
    expect(relatedArticles([article('a1', 'career')], article('a1', 'career'))).toEqual([]);
  });
});
