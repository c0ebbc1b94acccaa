import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import { generateDocuments } from '../scripts/demo-content/dataset';
import { cities } from '../scripts/demo-content/jobs';
import { Random } from '../scripts/demo-content/random';
import { LocalDataset } from '../web/content/local/local-dataset';
import { InProcessSearchEngine } from '../web/content/search/in-process-engine';
import { readSearchCorpus } from '../web/content/search/search-corpus';
import type { JobSearchRequest } from '../web/content/search/search-engine';
import { jobSorts } from '../web/lib/jobs/job-sort';
import { percentile } from './support/stats';
import type { Benchmark } from './types';

const RUNS = 300;
const COMPANIES = 1000;
const JOBS_PER_COMPANY = 100;
const queries = [
  'vývojář',
  'vyvojare v praze',
  'analytik',
  'senior java',
  'react frontend',
  'skladnik',
  'devloper',
  'programtor',
  'stáž brno',
  'kotlin',
];

/**
 * The job search at 100,000 generated offers (1,000 companies): reading the index documents from
 * the local store, building the in-process index, and searches with text, filters, counts and sorting.
 */
const search: Benchmark = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-bench-'));
  try {
    const { documents } = generateDocuments({ companies: COMPANIES, jobsPerCompany: JOBS_PER_COMPANY });
    await writeFile(path.join(dir, 'dataset.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n'));
    const store = await LocalDataset.open({ sourceDir: dir, dataDir: path.join(dir, 'data') });

    let start = performance.now();
    const corpus = await readSearchCorpus((query) => store.query(query, {}, 'published'));
    const readMs = performance.now() - start;
    start = performance.now();
    const engine = new InProcessSearchEngine(corpus);
    const buildMs = performance.now() - start;

    const random = new Random(7);
    const maybe = <T>(chance: number, values: readonly T[]) =>
      random.chance(chance) ? random.pick(values) : undefined;
    const request = (): JobSearchRequest => ({
      text: maybe(0.8, queries),
      city: maybe(0.3, cities),
      seniority: maybe(0.3, seniorities),
      workload: maybe(0.2, workloads),
      workingMode: maybe(0.2, workingModes),
      employmentType: maybe(0.2, employmentTypes),
      withSalary: random.chance(0.2),
      minSalaryCzk: maybe(0.2, [40_000, 80_000]),
      sort: random.pick(jobSorts),
      now: new Date().toISOString(),
      offset: 0,
      limit: 20,
    });
    for (let i = 0; i < 20; i++) await engine.searchJobs(request());
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const next = request();
      start = performance.now();
      await engine.searchJobs(next);
      samples.push(performance.now() - start);
    }
    const name = `job search, ${corpus.jobs.length} offers (in-process index)`;
    return [
      { benchmark: name, metric: 'index documents read', value: readMs, unit: 'ms' },
      { benchmark: name, metric: 'index build', value: buildMs, unit: 'ms' },
      { benchmark: name, metric: 'search median', value: percentile(samples, 50), unit: 'ms' },
      {
        benchmark: name,
        metric: 'search p95',
        value: percentile(samples, 95),
        unit: 'ms',
        target: '< 50 ms',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default search;
