import { beforeAll, describe, expect, it } from 'vitest';
import { countOffersFor, offersFor } from '@/platform/job-alerts/matching';
import { InProcessSearchEngine, type SearchCorpus } from '@/search/in-process-engine';
import { topSalaryInCzk } from '@/search/salary-in-czk';
import type { JobSearchRequest } from '@/search/search-engine';
import { searchTerms } from '@/search/search-terms';
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
      allJobs({ search: { city: 'Praha', seniority: 'senior', workload: 'full-time' } }),
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(offer(id)).toMatchObject({ city: 'Praha', seniority: 'senior', workload: 'full-time' });
  });

  it('takes a salary typed into the query as the salary filter', async () => {
    const typed = await engine.searchJobs(allJobs({ search: { q: 'plat od 50 000 Kč' } }));
    const filtered = await engine.searchJobs(allJobs({ search: { minSalary: 50_000 } }));
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBeLessThan((await engine.searchJobs(allJobs())).total);
    expect(typed.ids).toEqual(filtered.ids);
    const frontends = await engine.searchJobs(allJobs({ search: { q: 'react nad 80k' } }));
    for (const id of frontends.ids)
      expect(topSalaryInCzk(offer(id), corpus.rates)).toBeGreaterThanOrEqual(80_000);
  });

  it('filters by company slug as it does by company id', async () => {
    const bySlug = await engine.searchJobs(allJobs({ search: { company: 'pixelhouse' } }));
    const byId = await engine.searchJobs(allJobs({ companyId: 'company-pixelhouse' }));
    expect(bySlug.total).toBeGreaterThan(0);
    expect(bySlug.ids).toEqual(byId.ids);
    expect((await engine.searchJobs(allJobs({ search: { company: 'no-such-company' } }))).total).toBe(0);
  });

  it('keeps only the offers named, or leaves the offers named out, in the same order', async () => {
    const all = await engine.searchJobs(allJobs({ sort: 'newest' }));
    const named = [all.ids[3], all.ids[1], 'no-such-offer'];
    const only = await engine.searchJobs(allJobs({ sort: 'newest', onlyIds: named }));
    expect(only.ids).toEqual([all.ids[1], all.ids[3]]);
    expect(only.total).toBe(2);
    const except = await engine.searchJobs(allJobs({ sort: 'newest', exceptIds: named }));
    expect(except.ids).toEqual(all.ids.filter((id) => !named.includes(id)));
    const text = await engine.searchJobs(allJobs({ search: { q: 'vývojář' } }));
    const textExcept = await engine.searchJobs(
      allJobs({ search: { q: 'vývojář' }, exceptIds: [text.ids[0]] }),
    );
    expect(textExcept.ids).toEqual(text.ids.slice(1));
    expect((await engine.searchJobs(allJobs({ onlyIds: [] }))).total).toBe(0);
  });

  it('keeps only offers that state a salary when asked', async () => {
    const all = await engine.searchJobs(allJobs());
    const withSalary = await engine.searchJobs(allJobs({ search: { salary: true } }));
    expect(withSalary.total).toBeGreaterThan(0);
    expect(withSalary.total).toBeLessThan(all.total);
    for (const id of withSalary.ids) expect(offer(id).salaryFrom ?? offer(id).salaryTo).not.toBeNull();
  });

  it('compares the minimum salary in CZK, converting euros at the site rates', async () => {
    const minimum = 80_000;
    const { ids } = await engine.searchJobs(allJobs({ search: { minSalary: minimum } }));
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
    const { facets, total } = await engine.searchJobs(allJobs({ search: { q: 'vývojář', city: 'Praha' } }));
    const anyCity = await engine.searchJobs(allJobs({ search: { q: 'vývojář' } }));
    expect(facets.city).toEqual(anyCity.facets.city);
    expect(facets.city.Praha).toBe(total);
    const seniorityCounts = Object.values(facets.seniority).reduce((sum, count) => sum + count, 0);
    expect(seniorityCounts).toBe(total);
    expect(Object.values(facets.city).every((count) => count > 0)).toBe(true);
  });

  it('filters and counts by the driving licence an offer requires, offers without the field needing none', async () => {
    const all = await engine.searchJobs(allJobs());
    const live = new Set(all.ids);
    const needB = corpus.jobs
      .filter((job) => job.drivingLicence === 'B' && live.has(job.id))
      .map((job) => job.id);
    expect(needB.length).toBeGreaterThan(0);
    expect(all.facets.drivingLicence).toEqual({ none: all.total - needB.length, B: needB.length });
    const withB = await engine.searchJobs(allJobs({ search: { drivingLicence: 'B' } }));
    expect([...withB.ids].sort()).toEqual([...needB].sort());
    // The licence's own counts stay those of the other filters; the other facets narrow to it.
    expect(withB.facets.drivingLicence).toEqual(all.facets.drivingLicence);
    expect(Object.values(withB.facets.seniority).reduce((sum, count) => sum + count, 0)).toBe(needB.length);
    const scope = { until: new Date() };
    expect((await offersFor(engine, { drivingLicence: 'B' }, scope)).sort()).toEqual([...needB].sort());
    expect(await countOffersFor(engine, { drivingLicence: 'B', seniority: 'junior' }, scope)).toBe(
      (await engine.searchJobs(allJobs({ search: { drivingLicence: 'B', seniority: 'junior' } }))).total,
    );
    const legacy = { ...corpus.jobs[0], id: 'job-legacy', drivingLicence: null, validThrough: null };
    const withLegacy = new InProcessSearchEngine({ ...corpus, jobs: [legacy] });
    const none = await withLegacy.searchJobs(allJobs({ search: { drivingLicence: 'none' } }));
    expect(none.ids).toEqual(['job-legacy']);
    expect(none.facets.drivingLicence).toEqual({ none: 1 });
  });

  it('sorts by relevance, newest or highest salary', async () => {
    const newest = await engine.searchJobs(allJobs({ sort: 'newest' }));
    const dates = newest.ids.map((id) => offer(id).publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bySalary = await engine.searchJobs(allJobs({ search: { salary: true }, sort: 'salary' }));
    const salaries = bySalary.ids.map((id) => topSalaryInCzk(offer(id), corpus.rates) ?? 0);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
    for (const text of ['analytik', 'designer', 'kubernetes']) {
      const { ids } = await engine.searchJobs(allJobs({ search: { q: text } }));
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

  it('lists the open offers with most of a sentence’s words, whatever a closed offer with all of them', async () => {
    const page = await engine.searchJobs(allJobs({ search: { q: 'senior react developer' } }));
    expect(page.ids.map((id) => offer(id).title.en)).toContain('Medior Frontend developer');
  });

  it('offers the text with a word fewer when its words find offers apart but not together, filters kept', async () => {
    const search = async (changes: Partial<JobSearchRequest['search']>) =>
      engine.searchJobs(allJobs({ search: { ...changes } }));
    const page = await search({ q: 'svářeč praha' });
    expect(page.total).toBe(0);
    expect(page.fewerWords.map(({ query }) => query)).toEqual(['svářeč', 'praha']);
    for (const { query, total } of page.fewerWords) expect(total).toBe((await search({ q: query })).total);
    const inBrno = await search({ q: 'svářeč praha', city: 'Brno' });
    for (const { query, total } of inBrno.fewerWords)
      expect(total).toBe((await search({ q: query, city: 'Brno' })).total);
    expect(inBrno.fewerWords.map(({ query }) => query)).not.toContain('praha');
    // Nothing to leave out of one word; a misspelling is offered its spelling instead.
    expect((await search({ q: 'xyzzyq' })).fewerWords).toEqual([]);
    expect((await search({ q: 'skldnk plzeň' })).fewerWords).toEqual([]);
    expect((await search({ q: 'python' })).fewerWords).toEqual([]);
    // A phrase a synonym group names is left out whole (no offer is full stack), never split into
    // words that mean something else ('full' for full-time), nor respelt ('stack' as 'stáž').
    const fullStack = await search({ q: 'full stack' });
    expect(fullStack.total).toBe(0);
    expect(fullStack.suggestion).toBeNull();
    expect(fullStack.fewerWords).toEqual([]);
    const seniorFullStack = await search({ q: 'senior full stack' });
    expect(seniorFullStack.suggestion).toBeNull();
    expect(seniorFullStack.fewerWords.map(({ query }) => query)).toEqual(['senior']);
  });

  it('says which spelling it searched for a word no offer has, and offers only spellings offers are named by', async () => {
    const swift = await engine.searchJobs(allJobs({ search: { q: 'Swift' } }));
    expect(swift.respelled).toEqual({ typed: 'Swift', found: 'shift' });
    for (const id of swift.ids) expect(offer(id).title.en).toMatch(/shift/i);
    const misspelt = await engine.searchJobs(allJobs({ search: { q: 'skldnk' } }));
    expect(misspelt).toMatchObject({ total: 0, suggestion: 'skladník' });
    // 'scrum' is no 'screens'; 'master' is no 'tester', and 'scrum mistr' would find a foreman only by leaving 'scrum' out.
    for (const q of ['rust', 'iOS', 'CTO', 'prgue', 'scrum', 'scrum master']) {
      const page = await engine.searchJobs(allJobs({ search: { q } }));
      expect({ q, total: page.total, suggestion: page.suggestion }).toEqual({
        q,
        total: 0,
        suggestion: null,
      });
    }
  });
});
