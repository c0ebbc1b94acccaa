import { performance } from 'node:perf_hooks';

/**
 * Starts `visit` at a fixed rate for `seconds`, without waiting for earlier visits to finish
 * (an open loop: a slow server gets more concurrent visits, as it would from real visitors),
 * then waits for every visit started.
 */
export async function runAtFixedRate(
  rate: number,
  seconds: number,
  visit: () => Promise<unknown>,
): Promise<number> {
  const started: Promise<unknown>[] = [];
  const begin = performance.now();
  const total = Math.round(rate * seconds);
  while (started.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate) + 1);
    while (started.length < due) started.push(visit().catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  await Promise.all(started);
  return started.length;
}
