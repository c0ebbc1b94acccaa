import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { editAction, localLakeToken, publishAction, sendLakeAction } from './support/local-lake';
import { startBuiltApp } from './support/next-server';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const port = Number(process.env.BENCH_PORT || 3170) + 20;
const site = `http://localhost:${port}`;
const company = { id: 'company-knihomol', page: '/cs/spolecnost/knihomol' };
const rounds = 10;

/**
 * Offline publishing: an edit and a publish through the local Content Lake's route handlers (the
 * requests the Studio sends), then the cached public company page polled until it shows the new
 * text. The time from the publish request to the first page that has it, per round.
 */
const publishToPage: Benchmark = async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-publish-'));
  // Its own lake port, so a running site's lake is not in the way.
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: site,
    LOCAL_IDP_ENABLED: 'true',
    LOCAL_LAKE_PORT: '3390',
  });
  delete process.env.DATABASE_URL;
  const { baseUrl, stop } = await startBuiltApp(port);
  try {
    const token = await localLakeToken(baseUrl);
    await fetch(`${baseUrl}${company.page}`);
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const text = `Změna číslo ${round} ${Date.now()}`;
      await sendLakeAction(baseUrl, token, editAction(company.id, { 'description.cs': text }));
      const start = performance.now();
      await sendLakeAction(baseUrl, token, publishAction(company.id));
      while (!(await (await fetch(`${baseUrl}${company.page}`)).text()).includes(text)) {
        if (performance.now() - start > 30_000)
          throw new Error('The page did not show the change within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      samples.push(performance.now() - start);
    }
    const name = `publish in the local lake → cached company page shows it (${rounds} rounds)`;
    return [
      { benchmark: name, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
      { benchmark: name, metric: 'max', value: Math.max(...samples), unit: 'ms', target: '< 2000 ms' },
    ] satisfies BenchResult[];
  } finally {
    stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export default publishToPage;
