import autocannon from 'autocannon';
import { percentile } from '../support/stats';

export interface Load {
  url: string;
  headers: Record<string, string>;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

/**
 * A warm-up, then 10 connections for `seconds` (10): requests per second, p95 latency and failures.
 */
export async function measure({ url, headers, requests }: Load, seconds = 10) {
  const options = { url, headers, requests, connections: 10 };
  await autocannon({ ...options, duration: Math.min(3, seconds) });
  const latencies: number[] = [];
  const run = await autocannon({
    ...options,
    duration: seconds,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, time: number) => latencies.push(time));
    },
  });
  return {
    requestsPerSecond: run.requests.average,
    p95: percentile(latencies, 95),
    failures: run.non2xx + run.errors,
  };
}
