import { beforeAll, describe, expect, it } from 'vitest';
import {
  InProcessSearchEngine,
  type SearchCorpus,
  type SearchCorpusChanges,
} from '@/search/in-process-engine';
import type { JobSearchRequest } from '@/search/search-engine';
import { allJobs, demoCorpus, openDemoStore } from './support/demo-engine';

let corpus: SearchCorpus;

beforeAll(async () => {
  corpus = await demoCorpus(await openDemoStore());
});

const requests: Partial<JobSearchRequest>[] = [
  {},
  { search: { q: 'vývojář' } },
  { search: { q: 'astronom' } },
  { search: { q: 'kosmonautka v praze' }, sort: 'newest' },
  { search: { minSalary: 60_000 }, sort: 'salary' },
  { search: { city: 'Brno', seniority: 'senior' } },
  { search: { q: 'tester', company: 'pixelhouse' }, sort: 'salary' },
  { search: { q: 'hvězdář' } },
  { search: { q: 'kosmonaut' } },
  { search: { drivingLicence: 'B' } },
];

async function answers(engine: InProcessSearchEngine) {
  return Promise.all(requests.map((request) => engine.searchJobs(allJobs({ ...request, limit: 100 }))));
}

describe('bringing the search index up to date', () => {
  it.each([
    ['at the same exchange rates', false],
    ['at new exchange rates', true],
  ])('answers as an index built from the changed content does, %s', async (_, newRates) => {
    const [changed, removed, added, ...rest] = corpus.jobs;
    const company = corpus.companies.find((candidate) => candidate.id === rest[0].companyId);
    if (!company) throw new Error('no company for the offer');
    const edited = {
      changed: { ...changed, title: { _type: 'localeString' as const, cs: 'Astronom/ka', en: 'Astronomer' } },
      company: { ...company, name: 'Kosmonaut Praha' },
      added: { ...added, id: 'job-added', publishedAt: new Date().toISOString() },
    };
    const before = new InProcessSearchEngine({ ...corpus, jobs: [changed, removed, ...rest] });
    const jobsAfter = [
      edited.changed,
      edited.added,
      ...rest.map((job) => (job.companyId === company.id ? { ...job, companyName: 'Kosmonaut Praha' } : job)),
    ];
    const changes: SearchCorpusChanges = {
      jobs: jobsAfter.filter(
        (job) => job === edited.changed || job === edited.added || job.companyId === company.id,
      ),
      companies: [edited.company],
      removedIds: [],
      jobCount: jobsAfter.length,
      companyCount: corpus.companies.length,
      rates: newRates ? ({ ...corpus.rates, eur: 30 } as SearchCorpus['rates']) : corpus.rates,
      synonyms: [...corpus.synonyms, { terms: ['astronom', 'hvězdář'] }],
    };
    expect(before.update(changes)).toBe(false);
    before.keepOnly({
      jobIds: jobsAfter.map((job) => job.id),
      companyIds: corpus.companies.map((candidate) => candidate.id),
    });
    const fresh = new InProcessSearchEngine({
      jobs: jobsAfter,
      companies: corpus.companies.map((candidate) =>
        candidate.id === company.id ? edited.company : candidate,
      ),
      rates: changes.rates,
      synonyms: changes.synonyms,
    });

    const updated = await answers(before);
    expect(updated).toEqual(await answers(fresh));
    expect(updated[2].ids).toContain(changed.id);
    expect(updated[7].ids).toEqual([changed.id]);
    expect(updated[8].ids).toContain(rest.find((job) => job.companyId === company.id)?.id);
    expect(updated[0].ids).toContain('job-added');
    expect(updated[0].ids).not.toContain(removed.id);
    expect(await before.matchCompanies('kosmonaut')).toEqual([company.id]);
  });

  it('takes out the changed offers no longer published when the change names them', async () => {
    const [changed, removed, ...rest] = corpus.jobs;
    const retitled = {
      ...changed,
      title: { _type: 'localeString' as const, cs: 'Astronom/ka', en: 'Astronomer' },
    };
    const index = new InProcessSearchEngine(corpus);
    const complete = index.update({
      jobs: [retitled],
      companies: [],
      removedIds: [changed.id, removed.id],
      jobCount: rest.length + 1,
      companyCount: corpus.companies.length,
      rates: corpus.rates,
      synonyms: corpus.synonyms,
    });
    const fresh = new InProcessSearchEngine({ ...corpus, jobs: [retitled, ...rest] });

    expect(complete).toBe(true);
    const updated = await answers(index);
    expect(updated).toEqual(await answers(fresh));
    expect(updated[0].ids).not.toContain(removed.id);
    expect(updated[2].ids).toContain(changed.id);
  });
});
