import { freePort } from '../scripts/free-port';
import { measureLoad } from './support/load.ts';
import { startBuiltApp } from './support/next-server.ts';
import { copyPage, servePageCopy } from './support/page-copy-server.ts';
import { gzippedScriptBytes } from './support/script-weight.ts';
import type { Benchmark, BenchResult } from './types.ts';

const appPort = await freePort(Number(process.env.BENCH_PORT || 3170));
const copyPort = await freePort(appPort + 1);
const scriptBudgetKb = 150;

const pages = [
  { name: 'home page', path: '/cs', cached: true },
  { name: 'company profile', path: '/cs/spolecnost/datova-tovarna', cached: true },
  { name: 'job list', path: '/cs/prace', cached: true },
  {
    name: 'job list, 3 filters',
    path: '/cs/prace?city=Praha&seniority=senior&workingMode=hybrid',
    cached: false,
  },
];

/**
 * Public pages from the site's server (`pnpm start`), each beside a minimal node:http server sending the same bytes
 * in the same run (the ratio says how close the app comes to serving a file), and the gzipped
 * JavaScript each page loads against the budget.
 */
const publicPages: Benchmark = async ({ smoke }) => {
  const seconds = smoke ? 1 : 10;
  const { baseUrl, stop } = await startBuiltApp(appPort);
  const results: BenchResult[] = [];
  try {
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const copy = await copyPage(url);
      const app = await measureLoad(url, seconds);
      const server = await servePageCopy(copy, copyPort);
      const baseline = await measureLoad(server.url, seconds).finally(server.close);
      const scripts = await gzippedScriptBytes(copy.body.toString('utf8'), url);
      const name = `GET ${page.path} (${page.name})`;
      results.push(
        { benchmark: name, metric: 'site server', value: app.requestsPerSecond, unit: 'req/s' },
        {
          benchmark: name,
          metric: 'node:http, same bytes',
          value: baseline.requestsPerSecond,
          unit: 'req/s',
        },
        {
          benchmark: name,
          metric: 'ratio',
          value: app.requestsPerSecond / baseline.requestsPerSecond,
          unit: '',
          target: page.cached ? '>= 0.3 (stretch 0.6)' : undefined,
        },
        {
          benchmark: name,
          metric: 'p95 latency',
          value: app.p95,
          unit: 'ms',
          target: page.cached ? undefined : '< 50 ms',
        },
        { benchmark: name, metric: 'non-2xx', value: app.non2xx, unit: 'responses', target: '0' },
        { benchmark: name, metric: 'HTML', value: copy.body.length / 1024, unit: 'KB' },
        {
          benchmark: name,
          metric: `JavaScript (${scripts.count} files, gzip)`,
          value: scripts.bytes / 1024,
          unit: 'KB',
          target: `<= ${scriptBudgetKb} KB`,
        },
      );
    }
    return results;
  } finally {
    stop();
  }
};

export default publicPages;
