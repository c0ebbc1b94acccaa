import autocannon from 'autocannon';
import { percentile } from '../support/stats';

export interface Load {
  url: string;
  headers: Record<string, string>;
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

/** A warm-up, then 10 connections for 10 seconds: requests per second, p95 latency and failures. */
export async function measure({ url, headers, requests }: Load) {
  const options = { url, headers, requests, connections: 10 };
  await autocannon({ ...options, duration: 3 });
  const latencies: number[] = [];
  const run = await autocannon({
    ...options,
    duration: 10,
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
