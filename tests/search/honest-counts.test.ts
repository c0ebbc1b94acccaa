import { beforeAll, describe, expect, it } from 'vitest';
import { countOffersFor, offersFor } from '@/platform/job-alerts/matching';
import type { InProcessSearchEngine } from '@/search/in-process-engine';
import { allJobs, demoEngine } from './support/demo-engine';

let engine: InProcessSearchEngine;

beforeAll(async () => {
  ({ engine } = await demoEngine());
});

const drivers = ['job-58', 'job-65'];
const reactOffers = ['job-1', 'job-50', 'job-55', 'job-8'];

describe('the counts a search shows', () => {
  it('count only the offers above the relevance floor', async () => {
    const driver = await engine.searchJobs(allJobs({ search: { q: 'řidič' } }));
    expect(driver.total).toBe(2);
    expect([...driver.ids].sort()).toEqual(drivers);
    const react = await engine.searchJobs(allJobs({ search: { q: 'react' } }));
    expect([...react.ids].sort()).toEqual([...reactOffers].sort());
    expect(react.total).toBe(4);
  });

  it('count in the facets what the list shows', async () => {
    const { facets, total } = await engine.searchJobs(allJobs({ search: { q: 'řidič' } }));
    expect(Object.values(facets.city).reduce((sum, count) => sum + count, 0)).toBe(total);
  });

  it('are the counts a job alert goes by', async () => {
    const scope = { until: new Date() };
    expect([...(await offersFor(engine, { q: 'řidič' }, scope))].sort()).toEqual(drivers);
    expect(await countOffersFor(engine, { q: 'react' }, scope)).toBe(4);
  });

  it('suggest a close spelling when nothing is found and it would find offers', async () => {
    const typo = await engine.searchJobs(allJobs({ search: { q: 'kubrnets' } }));
    expect(typo.total).toBe(0);
    expect(typo.suggestion).toBe('kubernetes');
    expect((await engine.searchJobs(allJobs({ search: { q: typo.suggestion ?? '' } }))).total).toBe(4);
    // No offer in Liberec uses Kubernetes: the spelling would find nothing there either.
    expect(
      (await engine.searchJobs(allJobs({ search: { q: 'kubrnets', city: 'Liberec' } }))).suggestion,
    ).toBeNull();
    expect((await engine.searchJobs(allJobs({ search: { q: 'xyzzyq' } }))).suggestion).toBeNull();
    expect((await engine.searchJobs(allJobs({ search: { q: 'react' } }))).suggestion).toBeNull();
  });
});
