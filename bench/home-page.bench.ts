import autocannon from 'autocannon';
import { startBuiltApp } from './support/next-server.ts';
import type { Benchmark } from './types.ts';

/** The Czech and English home pages served by `next start`: throughput and latency under 10 connections. */
const homePage: Benchmark = async () => {
  const { baseUrl, stop } = await startBuiltApp(3201);
  try {
    const results = [];
    for (const locale of ['cs', 'en']) {
      // Warm-up, then the measured run.
      await autocannon({ url: `${baseUrl}/${locale}`, connections: 4, duration: 3 });
      const run = await autocannon({ url: `${baseUrl}/${locale}`, connections: 10, duration: 10 });
      const name = `GET /${locale} (home page)`;
      results.push(
        { benchmark: name, metric: 'requests/s', value: run.requests.average, unit: 'req/s' },
        { benchmark: name, metric: 'p50 latency', value: run.latency.p50, unit: 'ms' },
        { benchmark: name, metric: 'p99 latency', value: run.latency.p99, unit: 'ms', target: '< 200 ms' },
        { benchmark: name, metric: 'non-2xx', value: run.non2xx, unit: 'responses', target: '0' },
      );
    }
    return results;
  } finally {
    stop();
  }
};

export default homePage;
