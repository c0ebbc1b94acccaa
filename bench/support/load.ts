import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  p95: number;
  non2xx: number;
}

/** autocannon with 10 connections for `seconds` after a short warm-up; p95 from every response time. */
export async function measureLoad(url: string, seconds = 10): Promise<LoadFigures> {
  await autocannon({ url, connections: 4, duration: Math.min(2, seconds) });
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: seconds }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return { requestsPerSecond: result.requests.average, p95: percentile(samples, 95), non2xx: result.non2xx };
}
