import { gzipSync } from 'node:zlib';
import { freePort } from '../scripts/free-port';
import { startBuiltApp } from './support/next-server.ts';
import { flightRows, payloadContributors, payloadScripts, type Tally } from './support/rsc-payload.ts';
import type { Benchmark, BenchResult } from './types.ts';

const HTML_BUDGET_KB = 15;
const TOP = 5;

/** The public pages of issue 48 in both languages; a job and an article from the sitemap. */
async function publicPages(baseUrl: string) {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const first = (pattern: RegExp) => {
    const found = paths.find((path) => pattern.test(path));
    if (!found) throw new Error(`The sitemap lists no page like ${pattern}`);
    return found;
  };
  return [
    ['home', '/cs', '/en'],
    ['companies', '/cs/spolecnosti', '/en/companies'],
    ['a company', '/cs/spolecnost/datova-tovarna', '/en/company/datova-tovarna'],
    ['job list', '/cs/prace', '/en/jobs'],
    ['filtered job list', '/cs/prace?q=python', '/en/jobs?q=python'],
    [
      'a job',
      first(/^\/cs\/spolecnost\/[^/]+\/prace\/[^/]+\/[^/]+$/),
      first(/^\/en\/company\/[^/]+\/jobs\/[^/]+\/[^/]+$/),
    ],
    ['magazine', '/cs/magazin', '/en/magazine'],
    ['an article', first(/^\/cs\/magazin\/[^/]+\/[^/]+$/), first(/^\/en\/magazine\/[^/]+\/[^/]+$/)],
  ].flatMap(([name, cs, en]) => [
    { name: `${name} (cs)`, path: cs },
    { name: `${name} (en)`, path: en },
  ]);
}

const kb = (bytes: number) => bytes / 1024;
const top = (tally: Tally) =>
  tally
    .slice(0, TOP)
    .map(([name, bytes]) => `${name} ${kb(bytes).toFixed(1)} KB`)
    .join(', ');

/**
 * What each public page's HTML weighs, raw and gzipped, how much of it is the RSC payload (the
 * `self.__next_f.push` scripts), and what takes the payload's bytes. Against a running built site
 * at BENCH_SITE_URL, or a build of its own (`pnpm start`).
 */
const payload: Benchmark = async ({ smoke }) => {
  const running = process.env.BENCH_SITE_URL;
  const site = running
    ? { baseUrl: running, stop: () => {} }
    : await startBuiltApp(await freePort(Number(process.env.BENCH_PORT || 3170)));
  const results: BenchResult[] = [];
  try {
    const pages = await publicPages(site.baseUrl);
    for (const page of smoke ? pages.slice(0, 1) : pages) {
      const answer = await fetch(`${site.baseUrl}${page.path}`);
      if (!answer.ok) throw new Error(`GET ${page.path} answered ${answer.status}`);
      const html = await answer.text();
      const gzipped = gzipSync(html).length;
      const scripts = payloadScripts(html);
      const gzippedWithout = gzipSync(scripts.htmlWithout).length;
      const contributors = payloadContributors(flightRows(scripts.stream));
      const name = `GET ${page.path} (${page.name})`;
      results.push(
        { benchmark: name, metric: 'HTML', value: kb(Buffer.byteLength(html)), unit: 'KB' },
        {
          benchmark: name,
          metric: 'HTML gzip',
          value: kb(gzipped),
          unit: 'KB',
          target: `<= ${HTML_BUDGET_KB} KB`,
        },
        {
          benchmark: name,
          metric: 'RSC payload share, raw',
          value: (100 * scripts.scriptBytes) / Buffer.byteLength(html),
          unit: '%',
        },
        {
          benchmark: name,
          metric: 'RSC payload share, gzip',
          value: 100 * (1 - gzippedWithout / gzipped),
          unit: '%',
        },
      );
      console.log(`\n${name}`);
      console.log(`  rows:              ${top(contributors.rowKinds)}`);
      console.log(`  client props:      ${top(contributors.clientProps)}`);
      console.log(`  keys (inclusive):  ${top(contributors.keys)}`);
    }
    return results;
  } finally {
    site.stop();
  }
};

export default payload;
