import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { employmentTypes, seniorities, workingModes, workloads } from '@tribe/schemas/job-enums';
import { generateDocuments } from '../scripts/demo-content/dataset';
import { cities } from '../scripts/demo-content/jobs';
import { Random } from '../scripts/demo-content/random';
import { jobSorts } from '../web/contracts/job-sort';
import { InProcessSearchEngine } from '../web/search/in-process-engine';
import {
  type ReadContent,
  readSearchCorpus,
  readSearchCorpusChanges,
  readSearchCorpusChangesOf,
} from '../web/search/search-corpus';
import type { JobSearchRequest } from '../web/search/search-engine';
import { writeNdjson } from './support/ndjson';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const full = { runs: 300, companies: 1000, jobsPerCompany: 100 };
const smokeSize = { runs: 10, companies: 10, jobsPerCompany: 10 };
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
  'react',
  'python brno',
  'home office',
  'pyhton',
  'k8s',
  'Hledám práci jako junior frontend vývojář v Praze, React a TypeScript',
  'plat od 50000',
];

// With `NODE_OPTIONS=--expose-gc` memory is read after a full collection; without it, as it stands.
const collect = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;

/** Heap and array buffers (the index's term lists are typed arrays), in MB. */
function memoryInUse(): number {
  collect?.();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / MB;
}

async function timed(samples: number[], run: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await run();
  samples.push(performance.now() - start);
}

/**
 * The job search at 100,000 generated offers (1,000 companies): reading the index documents from
 * the local store, building the in-process index and its memory, searches with text, filters,
 * counts and sorting, and bringing the index up to date after one offer is published.
 */
const search: Benchmark = async ({ smoke }) => {
  const { runs, companies, jobsPerCompany } = smoke ? smokeSize : full;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-bench-'));
  try {
    // Dated as of today, so every offer meant to be open still is.
    const { documents } = generateDocuments({ companies, jobsPerCompany, now: new Date() });
    await writeNdjson(dir, documents);
    documents.length = 0;
    const store = await LocalDataset.open({ sourceDir: dir, dataDir: path.join(dir, 'data') });
    const read: ReadContent = (query, params = {}) => store.query(query, params, 'published');

    const memoryBefore = memoryInUse();
    const readAt = Date.now();
    let start = performance.now();
    let corpus: Awaited<ReturnType<typeof readSearchCorpus>> | null = await readSearchCorpus(read);
    const readMs = performance.now() - start;
    start = performance.now();
    const engine = new InProcessSearchEngine(corpus);
    const buildMs = performance.now() - start;
    const offers = corpus.jobs.length;
    const changedOffer = corpus.jobs[offers >> 1].id;
    corpus = null;
    const indexMb = memoryInUse() - memoryBefore;

    const random = new Random(7);
    const maybe = <T>(chance: number, values: readonly T[]) =>
      random.chance(chance) ? random.pick(values) : undefined;
    const now = new Date().toISOString();
    const mixed = (): JobSearchRequest => ({
      search: {
        q: maybe(0.8, queries),
        city: maybe(0.3, cities),
        seniority: maybe(0.3, seniorities),
        workload: maybe(0.2, workloads),
        workingMode: maybe(0.2, workingModes),
        employmentType: maybe(0.2, employmentTypes),
        salary: random.chance(0.2) || undefined,
        minSalary: maybe(0.2, [40_000, 80_000]),
      },
      sort: random.pick(jobSorts),
      now,
      offset: 0,
      limit: 20,
    });
    const textAndThreeFilters = (): JobSearchRequest => ({
      search: {
        q: random.pick(queries),
        city: random.pick(cities),
        seniority: random.pick(seniorities),
        workingMode: random.pick(workingModes),
      },
      sort: random.pick(jobSorts),
      now,
      offset: 0,
      limit: 20,
    });
    for (let i = 0; i < 20; i++) await engine.searchJobs(mixed());
    const mixedSamples: number[] = [];
    const filteredSamples: number[] = [];
    for (let i = 0; i < runs; i++) {
      await timed(mixedSamples, () => engine.searchJobs(mixed()));
      await timed(filteredSamples, () => engine.searchJobs(textAndThreeFilters()));
    }

    // Offline the change event names the offer; an instance that misses events reads edits by time.
    // Each read is the first after its own publish, when the store indexes its documents again.
    await store.mutate([{ patch: { id: changedOffer, set: { 'title.cs': 'Astronaut/ka' } } }]);
    start = performance.now();
    const changesByTime = await readSearchCorpusChanges(read, readAt);
    const readByTimeMs = performance.now() - start;
    await store.mutate([{ patch: { id: changedOffer, set: { 'title.cs': 'Kosmonaut/ka' } } }]);
    start = performance.now();
    const changes = await readSearchCorpusChangesOf(read, [changedOffer]);
    const applyStart = performance.now();
    if (!engine.update(changes)) throw new Error('The index holds offers that are not published.');
    const updateMs = performance.now() - start;
    const applyMs = performance.now() - applyStart;
    const found = await engine.searchJobs({
      search: { q: 'kosmonautka' },
      sort: 'relevance',
      now,
      offset: 0,
      limit: 1,
    });
    if (found.ids[0] !== changedOffer) throw new Error('The updated index does not find the changed offer.');

    const name = `job search, ${offers} offers (in-process index)`;
    const gcNote = collect ? 'after a full GC' : 'without GC: run with NODE_OPTIONS=--expose-gc';
    const results: BenchResult[] = [
      { benchmark: name, metric: 'index documents read', value: readMs, unit: 'ms' },
      { benchmark: name, metric: 'index build', value: buildMs, unit: 'ms', target: '< 60 s' },
      {
        benchmark: name,
        metric: `index memory (heap + array buffers, ${gcNote})`,
        value: indexMb,
        unit: 'MB',
      },
      { benchmark: name, metric: 'mixed searches median', value: percentile(mixedSamples, 50), unit: 'ms' },
      { benchmark: name, metric: 'mixed searches p95', value: percentile(mixedSamples, 95), unit: 'ms' },
      {
        benchmark: name,
        metric: 'text + 3 filters + counts median',
        value: percentile(filteredSamples, 50),
        unit: 'ms',
      },
      {
        benchmark: name,
        metric: 'text + 3 filters + counts p95',
        value: percentile(filteredSamples, 95),
        unit: 'ms',
        target: '< 30 ms',
      },
      {
        benchmark: name,
        metric: `one offer published: changes read by id (${changes.jobs.length} offer) + applied`,
        value: updateMs,
        unit: 'ms',
        target: '< 2 s',
      },
      { benchmark: name, metric: 'one offer published: applied', value: applyMs, unit: 'ms' },
      {
        benchmark: name,
        metric: `one offer published: changes read by time (${changesByTime.jobs.length} offer)`,
        value: readByTimeMs,
        unit: 'ms',
      },
    ];
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export default search;
