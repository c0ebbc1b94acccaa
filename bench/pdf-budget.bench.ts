import { freePort } from '../scripts/free-port';
import { signInThroughLocalProvider } from '../scripts/site-client/sign-in';
import { deflateBomb } from '../tests/profile-import/support/hostile-pdfs';
import { startBuiltApp } from './support/next-server';
import { percentile } from './support/stats';
import type { Benchmark, BenchResult } from './types';

const PORT = await freePort(Number(process.env.BENCH_PORT || 3217));

/** `samples` sequential GET /cs, each timed to its last byte. */
async function homeLatencies(baseUrl: string, samples: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/cs`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /cs answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * The home page's latency (p50, p95) on the built server alone, then while one signed-in user
 * keeps sending a deflate-bomb PDF (25 KB inflating to 16 MB of text commands) to the profile
 * import, one after another. Each import is read in a worker thread and refused past the parse
 * budget, so the event loop that answers /cs stays free. Target: within 20% of the quiet figures.
 */
const pdfBudget: Benchmark = async ({ smoke }) => {
  const samples = smoke ? 5 : 80;
  process.env.LOCAL_IDP_ENABLED = 'true';
  process.env.RATE_LIMIT_SCALE = '1000000';
  // The server's own address, which its sign-in redirects to.
  const siteUrl = `http://localhost:${PORT}`;
  process.env.SITE_URL = siteUrl;
  const { baseUrl, stop } = await startBuiltApp(PORT);
  try {
    const cookie = await signInThroughLocalProvider(baseUrl, siteUrl);
    const bomb = await deflateBomb();
    await homeLatencies(baseUrl, smoke ? 1 : 10);
    const quiet = await homeLatencies(baseUrl, samples);

    let attacking = true;
    const refusals = new Map<string, number>();
    const attack = (async () => {
      while (attacking) {
        const form = new FormData();
        form.append('cv', new Blob([new Uint8Array(bomb)]), 'cv.pdf');
        const response = await fetch(`${baseUrl}/api/user/profile-import`, {
          method: 'POST',
          headers: { cookie, origin: siteUrl, 'sec-fetch-site': 'same-origin' },
          body: form,
        });
        const { error } = (await response.json()) as { error?: { code: string } };
        const key = `${response.status} ${error?.code}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      }
    })();
    // The first import is under way before the measurement starts.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const attacked = await homeLatencies(baseUrl, samples);
    attacking = false;
    await attack;
    console.log('Imports answered while measuring:', Object.fromEntries(refusals));

    const figures = (latencies: number[]) => ({
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
    });
    const before = figures(quiet);
    const during = figures(attacked);
    const name = 'GET /cs with a deflate-bomb import running';
    return [
      { benchmark: 'GET /cs alone', metric: 'p50', value: before.p50, unit: 'ms' },
      { benchmark: 'GET /cs alone', metric: 'p95', value: before.p95, unit: 'ms' },
      { benchmark: name, metric: 'p50', value: during.p50, unit: 'ms' },
      { benchmark: name, metric: 'p95', value: during.p95, unit: 'ms' },
      {
        benchmark: name,
        metric: 'p50 vs alone',
        value: (during.p50 / before.p50 - 1) * 100,
        unit: '%',
        target: '< 20 %',
      },
      {
        benchmark: name,
        metric: 'p95 vs alone',
        value: (during.p95 / before.p95 - 1) * 100,
        unit: '%',
        target: '< 20 %',
      },
      {
        benchmark: name,
        metric: 'imports refused 422 file_over_budget',
        value: refusals.get('422 file_over_budget') ?? 0,
        unit: '',
      },
    ] satisfies BenchResult[];
  } finally {
    stop();
  }
};

export default pdfBudget;
