import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../scripts/free-port';
import { editAction, localLakeToken, publishAction, sendLakeAction } from '../scripts/site-client/local-lake';
import { startBuiltApp } from './support/next-server';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const port = await freePort(Number(process.env.BENCH_PORT || 3170) + 20);
const site = `http://localhost:${port}`;
const company = {
  id: 'company-knihomol',
  page: '/cs/spolecnost/knihomol',
  preview: '/cs/company/preview/company-knihomol',
};
const previewSecret = 'bench-preview-secret-0123456789abcdef0123456789';
const ROUND_LIMIT_MS = 30_000;

/** Polls a page until its HTML holds `text`; the milliseconds since `start`. */
async function untilShown(url: string, text: string, start: number, init: RequestInit = {}): Promise<number> {
  while (!(await (await fetch(url, init)).text()).includes(text)) {
    if (performance.now() - start > ROUND_LIMIT_MS)
      throw new Error(`${url} did not show the change within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

/** The draft-mode cookie, as the preview link of `pnpm preview:link` sets it. */
async function draftModeCookie(baseUrl: string): Promise<string> {
  const query = new URLSearchParams({ secret: previewSecret, redirect: company.preview });
  const response = await fetch(`${baseUrl}/api/draft-mode/enable?${query}`, { redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Offline editing, through the local Content Lake's front (the requests the Studio sends).
 * Publishing: an edit and a publish, then the cached public company page polled until it shows
 * the new text (the time from the publish request). Live preview: a draft edit, then the
 * company's preview in draft mode polled until it shows it (the time from the edit request; in
 * the browser the change stream's event starts the same render).
 */
const publishToPage: Benchmark = async ({ smoke }) => {
  const rounds = smoke ? 2 : 10;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tribe-publish-'));
  // A lake port of its own, so a running site's lake is not in the way.
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    PREVIEW_SECRET: previewSecret,
    SITE_URL: site,
    LOCAL_IDP_ENABLED: 'true',
    LOCAL_LAKE_PORT: String(await freePort()),
  });
  delete process.env.DATABASE_URL;
  const { baseUrl, stop } = await startBuiltApp(port);
  try {
    const token = await localLakeToken(baseUrl, site);
    await fetch(`${baseUrl}${company.page}`);
    const published: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const text = `Změna číslo ${round} ${Date.now()}`;
      await sendLakeAction(token, editAction(company.id, { 'description.cs': text }));
      const start = performance.now();
      await sendLakeAction(token, publishAction(company.id));
      published.push(await untilShown(`${baseUrl}${company.page}`, text, start));
    }
    const draftMode = { headers: { cookie: await draftModeCookie(baseUrl) } };
    await fetch(`${baseUrl}${company.preview}`, draftMode);
    const previewed: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const text = `Rozepsaná změna ${round} ${Date.now()}`;
      const start = performance.now();
      await sendLakeAction(token, editAction(company.id, { 'description.cs': text }));
      previewed.push(await untilShown(`${baseUrl}${company.preview}`, text, start, draftMode));
    }
    const figures = (name: string, samples: number[]): BenchResult[] => [
      { benchmark: name, metric: 'median', value: percentile(samples, 50), unit: 'ms' },
      { benchmark: name, metric: 'max', value: Math.max(...samples), unit: 'ms', target: '< 2000 ms' },
    ];
    return [
      ...figures(`publish in the local lake → cached company page shows it (${rounds} rounds)`, published),
      ...figures(
        `draft edit in the local lake → preview in draft mode shows it (${rounds} rounds)`,
        previewed,
      ),
    ];
  } finally {
    stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

export default publishToPage;
