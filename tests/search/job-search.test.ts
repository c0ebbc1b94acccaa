import { beforeAll, describe, expect, it } from 'vitest';
import type { InProcessSearchEngine, SearchCorpus } from '@/content/search/in-process-engine';
import { topSalaryInCzk } from '@/content/search/salary-in-czk';
import { searchTerms } from '@/content/search/search-terms';
import { allJobs, demoEngine } from './support/demo-engine';

let engine: InProcessSearchEngine;
let corpus: SearchCorpus;
const offer = (id: string) => {
  const job = corpus.jobs.find((candidate) => candidate.id === id);
  if (!job) throw new Error(`no offer ${id}`);
  return job;
};

beforeAll(async () => {
  ({ engine, corpus } = await demoEngine());
});

describe('the job search', () => {
  it('applies every filter at once', async () => {
    const { ids } = await engine.searchJobs(
      allJobs({ city: 'Praha', seniority: 'senior', workload: 'full-time' }),
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(offer(id)).toMatchObject({ city: 'Praha', seniority: 'senior', workload: 'full-time' });
  });

  it('takes a salary typed into the query as the salary filter', async () => {
    const typed = await engine.searchJobs(allJobs({ text: 'plat od 50 000 Kč' }));
    const filtered = await engine.searchJobs(allJobs({ minSalaryCzk: 50_000 }));
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBeLessThan((await engine.searchJobs(allJobs())).total);
    expect(typed.ids).toEqual(filtered.ids);
    const frontends = await engine.searchJobs(allJobs({ text: 'react nad 80k' }));
    for (const id of frontends.ids)
      expect(topSalaryInCzk(offer(id), corpus.rates)).toBeGreaterThanOrEqual(80_000);
  });

  it('filters by company slug as it does by company id', async () => {
    const bySlug = await engine.searchJobs(allJobs({ companySlug: 'pixelhouse' }));
    const byId = await engine.searchJobs(allJobs({ companyId: 'company-pixelhouse' }));
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.ids).toEqual(byId.ids);
    expect((await engine.searchJobs(allJobs({ companySlug: 'no-such-company' }))).total).toBe(0);
  });

  it('keeps only the offers named, or leaves the offers named out, in the same order', async () => {
    const all = await engine.searchJobs(allJobs({ sort: 'newest' }));
    const named = [all.ids[3], all.ids[1], 'no-such-offer'];
    const only = await engine.searchJobs(allJobs({ sort: 'newest', onlyIds: named }));
    expect(only.ids).toEqual([all.ids[1], all.ids[3]]);
    expect(only.total).toBe(2);
    const except = await engine.searchJobs(allJobs({ sort: 'newest', exceptIds: named }));
    expect(except.ids).toEqual(all.ids.filter((id) => !named.includes(id)));
    const text = await engine.searchJobs(allJobs({ text: 'vývojář' }));
    const textExcept = await engine.searchJobs(allJobs({ text: 'vývojář', exceptIds: [text.ids[0]] }));
    expect(textExcept.ids).toEqual(text.ids.slice(1));
    expect((await engine.searchJobs(allJobs({ onlyIds: [] }))).total).toBe(0);
  });

  it('keeps only offers that state a salary when asked', async () => {
    const all = await engine.searchJobs(allJobs());
    const withSalary = await engine.searchJobs(allJobs({ withSalary: true }));
    expect(withSalary.total).toBeGreaterThan(0);
    expect(withSalary.total).toBeLessThan(all.total);
    for (const id of withSalary.ids) expect(offer(id).salaryFrom ?? offer(id).salaryTo).not.toBeNull();
  });

  it('compares the minimum salary in CZK, converting euros at the site rates', async () => {
    const minimum = 80_000;
    const { ids } = await engine.searchJobs(allJobs({ minSalaryCzk: minimum }));
    const euroOffers = corpus.jobs.filter(
      (job) => job.currency === 'EUR' && (job.salaryTo ?? job.salaryFrom),
    );
    expect(euroOffers.length).toBeGreaterThan(0);
    for (const job of euroOffers) {
      const inCzk = topSalaryInCzk(job, corpus.rates);
      expect(inCzk).toBe(Math.round((job.salaryTo ?? job.salaryFrom ?? 0) * (corpus.rates?.eur ?? 0)));
      if (!job.validThrough || job.validThrough > new Date().toISOString())
        expect(ids.includes(job.id)).toBe((inCzk ?? 0) >= minimum);
    }
    for (const id of ids) expect(topSalaryInCzk(offer(id), corpus.rates)).toBeGreaterThanOrEqual(minimum);
  });

  it('counts each filter value over the other filters', async () => {
    const { facets, total } = await engine.searchJobs(allJobs({ text: 'vývojář', city: 'Praha' }));
    const anyCity = await engine.searchJobs(allJobs({ text: 'vývojář' }));
    expect(facets.city).toEqual(anyCity.facets.city);
    expect(facets.city.Praha).toBe(total);
    const seniorityCounts = Object.values(facets.seniority).reduce((sum, count) => sum + count, 0);
    expect(seniorityCounts).toBe(total);
    expect(Object.values(facets.city).every((count) => count > 0)).toBe(true);
  });

  it('sorts by relevance, newest or highest salary', async () => {
    const newest = await engine.searchJobs(allJobs({ sort: 'newest' }));
    const dates = newest.ids.map((id) => offer(id).publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bySalary = await engine.searchJobs(allJobs({ sort: 'salary', withSalary: true }));
    const salaries = bySalary.ids.map((id) => topSalaryInCzk(offer(id), corpus.rates) ?? 0);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    for (const text of ['analytik', 'designer', 'kubernetes']) {
      const { ids } = await engine.searchJobs(allJobs({ text }));
      const inTitle = ids.map((id) =>
        searchTerms(`${offer(id).title.cs} ${offer(id).title.en}`).includes(searchTerms(text)[0]),
      );
      expect(inTitle.indexOf(false) === -1 || inTitle.lastIndexOf(true) < inTitle.indexOf(false)).toBe(true);
    }
  });

  it('pages through the results', async () => {
    const all = await engine.searchJobs(allJobs());
    const second = await engine.searchJobs(allJobs({ offset: 20, limit: 20 }));
    expect(second.ids).toEqual(all.ids.slice(20, 40));
    expect(second.total).toBe(all.total);
  });
});
