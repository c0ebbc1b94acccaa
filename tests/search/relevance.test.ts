import { beforeAll, describe, expect, it } from 'vitest';
import type { InProcessSearchEngine } from '@/content/search/in-process-engine';
import { type RelevanceCase, relevanceCases } from './relevance-cases';
import { allJobs, demoEngine } from './support/demo-engine';

const TOP = 10;
const MIN_RECALL = 0.95;

let engine: InProcessSearchEngine;

beforeAll(async () => {
  ({ engine } = await demoEngine());
});

const jobId = (n: number) => `job-${n}`;

async function judge({ query, find, not = [] }: RelevanceCase) {
  const { ids } = await engine.searchJobs(allJobs({ text: query, limit: TOP }));
  const found = find.filter((n) => ids.includes(jobId(n)));
  const firstRelevant = ids.findIndex((id) => find.map(jobId).includes(id));
  return {
    query,
    recall: found.length / Math.min(find.length, TOP),
    reciprocalRank: firstRelevant === -1 ? 0 : 1 / (firstRelevant + 1),
    missing: find.filter((n) => !found.includes(n)),
    unwanted: not.filter((n) => ids.includes(jobId(n))),
  };
}

describe('search relevance on the demo content', () => {
  it(`finds the expected offers in the top ${TOP} (recall@${TOP} ≥ ${MIN_RECALL})`, async () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(60);
    const judged = await Promise.all(relevanceCases.map(judge));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const recall = mean(judged.map((result) => result.recall));
    const mrr = mean(judged.map((result) => result.reciprocalRank));
    const misses = judged.filter((result) => result.missing.length || result.unwanted.length);
    console.log(
      `relevance: ${judged.length} queries, recall@${TOP} ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}` +
        misses
          .map(
            (m) =>
              `\n  '${m.query}': missing ${m.missing.join(', ') || '-'}, unwanted ${m.unwanted.join(', ') || '-'}`,
          )
          .join(''),
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(misses.flatMap((result) => result.unwanted.map((n) => `${result.query}: job-${n}`))).toEqual([]);
  });
});
