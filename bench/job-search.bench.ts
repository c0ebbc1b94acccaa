import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDocuments } from '../scripts/demo-content/dataset';
import { cities } from '../scripts/demo-content/jobs';
import { Random } from '../scripts/demo-content/random';
import { searchPattern } from '../web/content/companies';
import { LocalDataset } from '../web/content/local/local-dataset';
import { jobSearchQuery } from '../web/content/queries';
import { employmentTypes, seniorities, workingModes, workloads } from '../web/lib/job-enums';
import { percentile } from './support/stats';
import type { Benchmark } from './types';

const RUNS = 200;
const words = ['developer', 'vývojář', 'designer', 'analytik', 'senior', 'Praha', 'manager', 'tester'];

/** The job search query (every filter plus text) on 1,000 companies and 10,000 job offers in the local store. */
const jobSearch: Benchmark = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-bench-'));
  try {
    const { documents } = generateDocuments({ companies: 1000, jobsPerCompany: 10 });
    await writeFile(path.join(dir, 'dataset.ndjson'), documents.map((doc) => JSON.stringify(doc)).join('\n'));
    const store = await LocalDataset.open({ sourceDir: dir, dataDir: path.join(dir, 'data') });
    const random = new Random(7);
    const companyIds = documents.filter((doc) => doc._type === 'company').map((doc) => doc._id);
    const params = () => ({
      lang: random.pick(['cs', 'en']),
      now: new Date().toISOString(),
      text: random.chance(0.7) ? searchPattern(random.pick(words)) : null,
      city: random.chance(0.5) ? random.pick(cities) : null,
      companyId: random.chance(0.2) ? random.pick(companyIds) : null,
      companySlug: null,
      seniority: random.chance(0.5) ? random.pick(seniorities) : null,
      workload: random.chance(0.5) ? random.pick(workloads) : null,
      workingMode: random.chance(0.5) ? random.pick(workingModes) : null,
      employmentType: random.chance(0.5) ? random.pick(employmentTypes) : null,
      salary: random.chance(0.3),
      minSalary: random.chance(0.3) ? random.pick([30000, 60000, 90000]) : null,
      offset: 0,
      end: 20,
    });
    for (let i = 0; i < 20; i++) await store.query(jobSearchQuery, params());
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await store.query(jobSearchQuery, params());
      samples.push(performance.now() - start);
    }
    const name = `job search, ${documents.filter((d) => d._type === 'jobOffer').length} offers (local store)`;
    return [
      { benchmark: name, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
      { benchmark: name, metric: 'p95', value: percentile(samples, 95), unit: 'ms', target: '< 50 ms' },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default jobSearch;
