import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port';
import { localLakeToken } from '../scripts/site-client/local-lake';
import { signInThroughLocalProvider } from '../scripts/site-client/sign-in';
import { runAtFixedRate } from './soak/arrivals';
import { groupResidentMb } from './soak/memory';
import { SoakRecorder } from './soak/recorder';
import { type Category, type SoakUser, visits } from './soak/traffic';
import { startBuiltApp } from './support/next-server';
import { temporaryDatabase } from './support/postgres';
import type { Benchmark, BenchResult } from './types';

const port = await freePort(Number(process.env.BENCH_PORT || 3170) + 10);
const site = `http://localhost:${port}`;
const full = {
  seconds: Number(process.env.SOAK_SECONDS || 300),
  rate: Number(process.env.SOAK_RATE || 40),
  // The server's memory climbs for the first two minutes of traffic (caches and the heap filling)
  // and then holds: growth is measured from there (the series is printed).
  warmUpSeconds: Number(process.env.SOAK_WARM_UP_SECONDS || 120),
  people: 20,
};
const smokeSize = { seconds: 5, rate: 10, warmUpSeconds: 2, people: 2 };

const targets: Partial<Record<Category, string>> = { 'cached page': '< 100 ms', API: '< 50 ms' };

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)];
}

function pickVisit() {
  const total = visits.reduce((sum, visit) => sum + visit.weight, 0);
  let point = Math.random() * total;
  for (const visit of visits) {
    point -= visit.weight;
    if (point < 0) return visit;
  }
  return visits[visits.length - 1];
}

/**
 * Mixed traffic at a fixed arrival rate against the site's server for SOAK_SECONDS (300): public
 * pages, filtered lists, /api/me, follow/unfollow and applications with a small CV by 20
 * signed-in people, and an editor publishing through the local Content Lake. Reports the error rate, p50/p95/p99 per kind and the server's memory after
 * the warm-up and at the end.
 */
const soak: Benchmark = async ({ smoke }) => {
  const { seconds, rate, warmUpSeconds, people } = smoke ? smokeSize : full;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-soak-'));
  const database = await temporaryDatabase('tribe_soak');
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: site,
    LOCAL_IDP_ENABLED: 'true',
    RATE_LIMIT_SCALE: '1000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const { baseUrl, stop, processGroup } = await startBuiltApp(port);
  try {
    const users: SoakUser[] = [];
    for (let index = 0; index < people; index++) {
      users.push({ cookie: await signInThroughLocalProvider(baseUrl, site) });
    }
    const editorToken = await localLakeToken(baseUrl, site);
    const recorder = new SoakRecorder(baseUrl);
    const visit = () =>
      pickVisit().run({
        user: pick(users),
        editorToken,
        site,
        pick,
        send: (request) => recorder.send(request),
      });
    await runAtFixedRate(rate, warmUpSeconds, visit);
    const memoryStart = groupResidentMb(processGroup);
    recorder.recording = true;
    // The memory every 30 s shows whether growth levels off or keeps on.
    const memorySeries = [memoryStart];
    const sampler = setInterval(() => memorySeries.push(groupResidentMb(processGroup)), 30_000);
    await runAtFixedRate(rate, seconds, visit).finally(() => clearInterval(sampler));
    const memoryEnd = groupResidentMb(processGroup);
    console.log(
      `  server memory every 30 s (MB): ${[...memorySeries, memoryEnd].map(Math.round).join(', ')}`,
    );
    for (const [failure, count] of recorder.failures) console.log(`  ${count} × ${failure}`);

    const name = `soak, ${rate} visits/s for ${seconds} s (${database ? 'PostgreSQL' : 'PGlite'})`;
    const results: BenchResult[] = [
      { benchmark: name, metric: 'requests', value: recorder.total, unit: '' },
      {
        benchmark: name,
        metric: 'error rate',
        value: (100 * recorder.errors) / recorder.total,
        unit: '%',
        target: '0 %',
      },
      { benchmark: name, metric: 'server memory after warm-up', value: memoryStart, unit: 'MB' },
      { benchmark: name, metric: 'server memory at the end', value: memoryEnd, unit: 'MB' },
      {
        benchmark: name,
        metric: 'memory growth',
        value: (100 * (memoryEnd - memoryStart)) / memoryStart,
        unit: '%',
        target: '< 10 %',
      },
    ];
    for (const category of [
      'cached page',
      'filtered search',
      'API',
      'application',
      'Studio edit',
    ] as Category[]) {
      const figures = recorder.figures(category);
      const label = `${name}: ${category} (${figures.count})`;
      results.push(
        { benchmark: label, metric: 'p50', value: figures.p50, unit: 'ms' },
        { benchmark: label, metric: 'p95', value: figures.p95, unit: 'ms', target: targets[category] },
        { benchmark: label, metric: 'p99', value: figures.p99, unit: 'ms' },
      );
    }
    return results;
  } finally {
    stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export default soak;
