import { beforeAll, describe, expect, it } from 'vitest';
import type { InProcessSearchEngine } from '@/search/in-process-engine';
import { relevanceCases } from './relevance-cases';
import { heldOutCases } from './relevance-held-out';
import type { RelevanceCase } from './relevance-offers';
import { allJobs, demoEngine } from './support/demo-engine';

const TOP = 10;
const FIRST = 5;
const MIN_RECALL = 0.95;
const MIN_PRECISION = 0.9;
const MIN_COUNTED_RELEVANT = 0.9;

let engine: InProcessSearchEngine;

beforeAll(async () => {
  ({ engine } = await demoEngine());
});

const offerNumber = (id: string) => Number(id.replace('job-', ''));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** The share of `found` that is relevant; a query that should find nothing scores 1 only for nothing. */
const shareRelevant = (found: number[], relevant: Set<number>) =>
  found.length === 0
    ? relevant.size === 0
      ? 1
      : 0
    : found.filter((n) => relevant.has(n)).length / found.length;

async function judge({ query, find, also = [], not = [] }: RelevanceCase) {
  const { ids, total } = await engine.searchJobs(allJobs({ search: { q: query } }));
  const counted = ids.map(offerNumber);
  const top = counted.slice(0, TOP);
  const first = counted.slice(0, FIRST);
  const relevant = new Set([...find, ...also]);
  const missing = find.filter((n) => !top.includes(n));
  return {
    query,
    recall:
      find.length === 0 ? (total === 0 ? 1 : 0) : (find.length - missing.length) / Math.min(find.length, TOP),
    precision: shareRelevant(first, relevant),
    countedRelevant: shareRelevant(counted, relevant),
    missing: find.length > TOP ? [] : missing,
    unwanted: first.filter((n) => not.includes(n)),
    irrelevant: first.filter((n) => !relevant.has(n)),
    total,
  };
}

describe.each([
  ['the tuning set', relevanceCases, 180],
  ['the held-out set', heldOutCases, 60],
])('search relevance on the demo content, %s', (_, cases, size) => {
  it(`finds what it should (recall@${TOP} ≥ ${MIN_RECALL}, P@${FIRST} ≥ ${MIN_PRECISION}, counted results relevant ≥ ${MIN_COUNTED_RELEVANT})`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(size);
    const judged = [];
    for (const relevanceCase of cases) judged.push(await judge(relevanceCase));
    const recall = mean(judged.map((result) => result.recall));
    const precision = mean(judged.map((result) => result.precision));
    const countedRelevant = mean(judged.map((result) => result.countedRelevant));
    const misses = judged.filter(
      (result) =>
        result.missing.length || result.unwanted.length || result.irrelevant.length || result.recall < 1,
    );
    console.log(
      `relevance: ${judged.length} queries, recall@${TOP} ${recall.toFixed(3)}, P@${FIRST} ${precision.toFixed(3)}, ` +
        `counted results relevant ${countedRelevant.toFixed(3)}` +
        misses
          .map(
            (m) =>
              `\n  '${m.query}' (${m.total}): missing ${m.missing.join(', ') || '-'}, ` +
              `unwanted ${m.unwanted.join(', ') || '-'}, irrelevant in top ${FIRST} ${m.irrelevant.join(', ') || '-'}`,
          )
          .join(''),
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(countedRelevant).toBeGreaterThanOrEqual(MIN_COUNTED_RELEVANT);
    expect(judged.flatMap((result) => result.unwanted.map((n) => `${result.query}: job-${n}`))).toEqual([]);
  });
});
