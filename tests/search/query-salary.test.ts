import { describe, expect, it } from 'vitest';
import { querySalary } from '@/search/query-salary';

const rates = { date: '2026-11-20', eur: 25, usd: 23 };

describe('a salary typed into the search', () => {
  it.each([
    ['plat od 50000', '', 50_000],
    ['nad 60k', '', 60_000],
    ['react 50 000 Kč', 'react', 50_000],
    ['Mzda od 45 tis.', '', 45_000],
    ['salary from 3000 EUR', '', 75_000],
    ['tester 40.000,-', 'tester', 40_000],
  ])('%s becomes the salary filter', (query, text, minSalaryCzk) => {
    expect(querySalary(query, rates)).toEqual({ text, minSalaryCzk });
  });

  it.each(['C++ 20', 'praxe od 3 let', 'Next.js 15', 'top 100'])('leaves %s as it is', (query) => {
    expect(querySalary(query, rates)).toEqual({ text: query, minSalaryCzk: null });
  });
});
