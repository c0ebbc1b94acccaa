/**
 * The job search's ranking at 100,000 generated offers, measured once outside `pnpm bench`:
 * index build, memory, and a text query with three filters and facet counts (median / p95).
 * Writes the dataset in several files (one string of it all is too large), reads the index
 * documents from the local store as the site does. Run with
 * `NODE_OPTIONS=--expose-gc pnpm exec tsx --conditions=react-server bench/search-speed.ts`.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalDataset } from '@tribe/local-dataset';
import { seniorities, workingModes } from '@tribe/schemas/job-enums';
import { generateDocuments } from '../scripts/demo-content/dataset';
import { cities } from '../scripts/demo-content/jobs';
import { Random } from '../scripts/demo-content/random';
import { InProcessSearchEngine } from '../web/content/search/in-process-engine';
import { type ReadContent, readSearchCorpus } from '../web/content/search/search-corpus';
import { percentile } from './support/stats';

const RUNS = 300;
const FILE_DOCUMENTS = 10_000;
const queries = [
  'vývojář',
  'react',
  'python brno',
  'frontend developer',
  'home office',
  'pyhton',
  'k8s',
  'Hledám práci jako junior frontend vývojář v Praze, React a TypeScript',
  'plat od 50000',
  'skladník',
];

const collect = (globalThis as { gc?: () => void }).gc;
const memoryMb = () => {
  collect?.();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / (1024 * 1024);
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'tribe-search-speed-'));
try {
  // The store reads each file whole into one string: the documents go into files of 10,000.
  const { documents } = generateDocuments({ companies: 1000, jobsPerCompany: 100 });
  for (let first = 0; first < documents.length; first += FILE_DOCUMENTS) {
    const out = createWriteStream(path.join(dir, `part-${String(first).padStart(7, '0')}.ndjson`));
    for (const document of documents.slice(first, first + FILE_DOCUMENTS)) {
      if (!out.write(`${JSON.stringify(document)}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
  }
  documents.length = 0;
  const store = await LocalDataset.open({ sourceDir: dir, dataDir: path.join(dir, 'data') });
  const read: ReadContent = (query, params = {}) => store.query(query, params, 'published');
  const before = memoryMb();
  let start = performance.now();
  const corpus = await readSearchCorpus(read);
  const readMs = performance.now() - start;
  start = performance.now();
  const engine = new InProcessSearchEngine(corpus);
  const buildMs = performance.now() - start;
  const offers = corpus.jobs.length;
  corpus.jobs.length = 0;
  const indexMb = memoryMb() - before;

  const random = new Random(7);
  const now = new Date().toISOString();
  const samples: number[] = [];
  for (let run = 0; run < RUNS + 20; run++) {
    const request = {
      text: random.pick(queries),
      city: random.pick(cities),
      seniority: random.pick(seniorities),
      workingMode: random.pick(workingModes),
      sort: 'relevance' as const,
      now,
      offset: 0,
      limit: 20,
    };
    start = performance.now();
    await engine.searchJobs(request);
    if (run >= 20) samples.push(performance.now() - start);
  }
  console.log(
    `${offers} offers: documents read ${(readMs / 1000).toFixed(1)} s, index build ${(buildMs / 1000).toFixed(1)} s, ` +
      `memory ${indexMb.toFixed(0)} MB${collect ? '' : ' (without GC)'}; text + 3 filters + counts ` +
      `median ${percentile(samples, 50).toFixed(2)} ms, p95 ${percentile(samples, 95).toFixed(2)} ms`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
