import { loadavg } from 'node:os';
import { freePort } from '../scripts/free-port';
import { startBareApp } from './support/bare-app.ts';
import { type LoadFigures, measureLoad } from './support/load.ts';
import { startBuiltApp } from './support/next-server.ts';
import { copyPage } from './support/page-copy.ts';
import { gzippedScriptBytes } from './support/script-weight.ts';
import type { Benchmark, BenchResult } from './types.ts';

const appPort = await freePort(Number(process.env.BENCH_PORT || 3170));
const barePort = await freePort(appPort + 1);
const scriptBudgetKb = 150;

const cachedPages = [
  { name: 'home page', path: '/cs' },
  { name: 'company profile', path: '/cs/spolecnost/datova-tovarna' },
  { name: 'job list', path: '/cs/prace' },
];
const cachedList = '/cs/prace';
const filteredLists = [
  { name: 'job list, text search', path: '/cs/prace?q=python' },
  { name: 'job list, 3 filters', path: '/cs/prace?city=Praha&seniority=senior&workingMode=hybrid' },
];

/** Each measure taken this many times, the pair it is compared with in between (A, B, A, B). */
const rounds = (smoke: boolean) => (smoke ? 1 : 2);

/** Averages of the rounds' figures (p95 the worst), so one busy moment of the host weighs less. */
function mean(figures: LoadFigures[]): LoadFigures {
  const average = (pick: (one: LoadFigures) => number) =>
    figures.reduce((sum, one) => sum + pick(one), 0) / figures.length;
  return {
    requestsPerSecond: average((one) => one.requestsPerSecond),
    p95: Math.max(...figures.map((one) => one.p95)),
    non2xx: figures.reduce((sum, one) => sum + one.non2xx, 0),
  };
}

/** Measures `a` and `b` alternately, `count` times each. */
async function interleaved(a: string, b: string, seconds: number, count: number) {
  const figures = { a: [] as LoadFigures[], b: [] as LoadFigures[] };
  for (let round = 0; round < count; round++) {
    figures.a.push(await measureLoad(a, seconds));
    figures.b.push(await measureLoad(b, seconds));
  }
  return { a: mean(figures.a), b: mean(figures.b) };
}

const loadAverage = () => loadavg()[0];

/** The host's load average (1 min) before and after a measure: the figures mean little without it. */
function loadFigures(benchmark: string, before: number): BenchResult[] {
  return [
    { benchmark, metric: 'load average before', value: before, unit: '' },
    { benchmark, metric: 'load average after', value: loadAverage(), unit: '' },
  ];
}

/**
 * The site's cached pages (`pnpm start`) against `bench/bare-app`'s prerendered page of the same
 * raw HTML size on `next start`, in the same run, alternately: the ratio says how close the site
 * comes to what Next.js does for any static page of that size. The filtered job lists, rendered
 * per request, against the cached job list. And the gzipped JavaScript each page loads.
 */
const publicPages: Benchmark = async ({ smoke }) => {
  const seconds = smoke ? 1 : 10;
  const count = rounds(smoke);
  const site = await startBuiltApp(appPort);
  const results: BenchResult[] = [];
  let bare: Awaited<ReturnType<typeof startBareApp>> | null = null;
  try {
    const copies = await Promise.all(cachedPages.map((page) => copyPage(`${site.baseUrl}${page.path}`)));
    bare = await startBareApp(
      barePort,
      copies.map((copy) => copy.body.length),
    );
    for (const [index, page] of cachedPages.entries()) {
      const url = `${site.baseUrl}${page.path}`;
      const copy = copies[index];
      const bareUrl = bare.sameSizeUrl(copy.body.length);
      const bareBytes = (await copyPage(bareUrl)).body.length;
      const before = loadAverage();
      const { a: app, b: baseline } = await interleaved(url, bareUrl, seconds, count);
      const scripts = await gzippedScriptBytes(copy.body.toString('utf8'), url);
      const name = `GET ${page.path} (${page.name})`;
      results.push(
        { benchmark: name, metric: 'site server', value: app.requestsPerSecond, unit: 'req/s' },
        {
          benchmark: name,
          metric: 'bare app, same-size static page',
          value: baseline.requestsPerSecond,
          unit: 'req/s',
        },
        {
          benchmark: name,
          metric: 'ratio',
          value: app.requestsPerSecond / baseline.requestsPerSecond,
          unit: '',
          target: '>= 1.0',
        },
        { benchmark: name, metric: 'p95 latency, site', value: app.p95, unit: 'ms' },
        { benchmark: name, metric: 'p95 latency, bare app', value: baseline.p95, unit: 'ms' },
        {
          benchmark: name,
          metric: 'non-2xx',
          value: app.non2xx + baseline.non2xx,
          unit: 'responses',
          target: '0',
        },
        { benchmark: name, metric: 'HTML, site', value: copy.body.length / 1024, unit: 'KB' },
        { benchmark: name, metric: 'HTML, bare app', value: bareBytes / 1024, unit: 'KB' },
        {
          benchmark: name,
          metric: `JavaScript (${scripts.count} files, gzip)`,
          value: scripts.bytes / 1024,
          unit: 'KB',
          target: `<= ${scriptBudgetKb} KB`,
        },
        ...loadFigures(name, before),
      );
    }
    for (const list of filteredLists) {
      const url = `${site.baseUrl}${list.path}`;
      const before = loadAverage();
      const { a: filtered, b: cached } = await interleaved(
        url,
        `${site.baseUrl}${cachedList}`,
        seconds,
        count,
      );
      const name = `GET ${list.path} (${list.name})`;
      results.push(
        { benchmark: name, metric: 'site server', value: filtered.requestsPerSecond, unit: 'req/s' },
        {
          benchmark: name,
          metric: `cached ${cachedList}, same run`,
          value: cached.requestsPerSecond,
          unit: 'req/s',
        },
        {
          benchmark: name,
          metric: 'filtered / cached list',
          value: filtered.requestsPerSecond / cached.requestsPerSecond,
          unit: '',
          target: '>= 0.5',
        },
        { benchmark: name, metric: 'p95 latency', value: filtered.p95, unit: 'ms', target: '< 50 ms' },
        { benchmark: name, metric: 'non-2xx', value: filtered.non2xx, unit: 'responses', target: '0' },
        ...loadFigures(name, before),
      );
    }
    return results;
  } finally {
    bare?.stop();
    site.stop();
  }
};

export default publicPages;
