import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { employmentTypes, seniorities, workingModes } from '@tribe/schemas/job-enums';
import { generateDocuments } from '../scripts/demo-content/dataset';
import { cities } from '../scripts/demo-content/jobs';
import { Random } from '../scripts/demo-content/random';
import type { JobSearch } from '../web/contracts/job-search';
import { DIGEST_OFFERS, offersFor } from '../web/platform/job-alerts/matching';
import { InProcessSearchEngine } from '../web/search/in-process-engine';
import { readSearchCorpus } from '../web/search/search-corpus';
import { writeNdjson } from './support/ndjson';
import type { Benchmark } from './types';

const full = { alerts: 10_000, companies: 10, jobsPerCompany: 100 };
const smokeSize = { alerts: 100, companies: 2, jobsPerCompany: 10 };
const queries = [
  'vývojář',
  'analytik',
  'senior java',
  'react',
  'skladník',
  'účetní',
  'kotlin',
  'tester',
  'obchod',
  'devops',
];

/**
 * The digest run's matching: 10,000 saved searches (text and filters, as visitors save them)
 * against 1,000 offers published since the last digest, through the site's search engine.
 */
const alerts: Benchmark = async ({ smoke }) => {
  const { alerts: count, companies, jobsPerCompany } = smoke ? smokeSize : full;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-bench-alerts-'));
  try {
    // Dated as of today, so every offer meant to be open still is.
    const { documents } = generateDocuments({ companies, jobsPerCompany, now: new Date() });
    // Every offer is new: published within the last hour.
    const now = Date.now();
    const random = new Random(11);
    for (const doc of documents) {
      if (doc._type === 'jobOffer') {
        Object.assign(doc, {
          publishedAt: new Date(now - random.int(1, 3_600_000)).toISOString(),
          validThrough: null,
        });
      }
    }
    await writeNdjson(dir, documents);
    const store = await LocalDataset.open({ sourceDir: dir, dataDir: path.join(dir, 'data') });
    const corpus = await readSearchCorpus((query) => store.query(query, {}, 'published'));
    const engine = new InProcessSearchEngine(corpus);

    const maybe = <T>(chance: number, values: readonly T[]) =>
      random.chance(chance) ? random.pick(values) : undefined;
    const saved: JobSearch[] = Array.from({ length: count }, () => ({
      q: maybe(0.7, queries),
      city: maybe(0.4, cities),
      seniority: maybe(0.3, seniorities),
      workingMode: maybe(0.2, workingModes),
      employmentType: maybe(0.1, employmentTypes),
      minSalary: maybe(0.2, [40_000, 60_000, 90_000]),
    }));
    const window = { after: new Date(now - 2 * 3_600_000), until: new Date(now) };

    const start = performance.now();
    let mailed = 0;
    let listed = 0;
    for (const filters of saved) {
      const found = await offersFor(engine, filters, window);
      if (found.length > 0) mailed += 1;
      listed += Math.min(found.length, DIGEST_OFFERS);
    }
    const ms = performance.now() - start;
    console.log(`  ${mailed} of ${count} alerts found new offers (${listed} listed in all)`);
    const name = `job alerts: ${count} saved searches against ${corpus.jobs.length} new offers`;
    return [
      { benchmark: name, metric: 'matching, all alerts', value: ms / 1000, unit: 's', target: '< 10 s' },
      { benchmark: name, metric: 'per alert', value: ms / count, unit: 'ms' },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default alerts;
