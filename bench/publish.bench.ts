import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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
    const session = await fetch(`${baseUrl}/api/studio/local-session`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    const { token } = (await session.json()) as { token: string };
    const actions = async (body: unknown) => {
      const response = await fetch(`${baseUrl}/api/lake/v2025-02-19/data/actions/production`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`The lake answered ${response.status}: ${await response.text()}`);
    };
    const ids = { draftId: `drafts.${company.id}`, publishedId: company.id };
    await fetch(`${baseUrl}${company.page}`);
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const text = `Změna číslo ${round} ${Date.now()}`;
      await actions({
        actions: [
          { actionType: 'sanity.action.document.edit', ...ids, patch: { set: { 'description.cs': text } } },
        ],
      });
      const start = performance.now();
      await actions({ actions: [{ actionType: 'sanity.action.document.publish', ...ids }] });
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
