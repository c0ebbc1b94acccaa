import { signInThroughLocalProvider } from '../scripts/site-client/sign-in';
import { startBaselineServer } from './api/baseline-server';
import { serveRouteHandlers } from './api/http-adapter';
import { type Load, measure } from './api/measure';
import { platformRoutes } from './api/routes';
import { temporaryDatabase } from './support/postgres';
import type { Benchmark, BenchResult } from './types';

const SITE = 'http://localhost:3000';

/**
 * GET /api/me with a session and follow/unfollow of a job offer, through the platform's route
 * handlers (in process, behind a node:http adapter) and through a minimal node:http + pg server
 * doing the same queries, both on the real PostgreSQL.
 */
const platformApi: Benchmark = async ({ smoke }) => {
  const seconds = smoke ? 1 : 10;
  const database = await temporaryDatabase('tribe_bench');
  if (!database) return [];
  const databaseUrl = database.url;
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    SITE_URL: SITE,
    LOCAL_IDP_ENABLED: 'true',
    // The limits would answer 429 long before the measurement ends.
    RATE_LIMIT_SCALE: '1000000',
  });
  const { platformEnv } = await import('../web/server/env');
  const { closeDatabase } = await import('../web/server/db');
  const { jobOfferIds } = await import('../tests/platform/support/content-ids');
  const platform = await serveRouteHandlers(await platformRoutes(), SITE);
  const baseline = await startBaselineServer({
    databaseUrl,
    secret: platformEnv().authSecret,
    siteOrigin: SITE,
    jobOfferIds: new Set(jobOfferIds),
  });
  try {
    const cookie = await signInThroughLocalProvider(platform.url, SITE);
    const body = JSON.stringify({ jobOfferID: jobOfferIds[0] });
    const scenarios: [string, Omit<Load, 'url'>][] = [
      ['GET /api/me (signed in)', { headers: { cookie }, requests: [{ method: 'GET', path: '/api/me' }] }],
      [
        'POST follow + unfollow job offer',
        {
          headers: { cookie, origin: SITE, 'content-type': 'application/json' },
          requests: [
            { method: 'POST', path: '/api/user/follow-job-offer', body },
            { method: 'POST', path: '/api/user/unfollow-job-offer', body },
          ],
        },
      ],
    ];
    const results: BenchResult[] = [];
    for (const [name, load] of scenarios) {
      const ours = await measure({ url: platform.url, ...load }, seconds);
      const plain = await measure({ url: baseline.url, ...load }, seconds);
      results.push(
        { benchmark: name, metric: 'platform requests/s', value: ours.requestsPerSecond, unit: 'req/s' },
        { benchmark: name, metric: 'platform p95 latency', value: ours.p95, unit: 'ms', target: '< 50 ms' },
        {
          benchmark: name,
          metric: 'platform failures',
          value: ours.failures,
          unit: 'responses',
          target: '0',
        },
        {
          benchmark: name,
          metric: 'node:http + pg requests/s',
          value: plain.requestsPerSecond,
          unit: 'req/s',
        },
        { benchmark: name, metric: 'node:http + pg p95 latency', value: plain.p95, unit: 'ms' },
        {
          benchmark: name,
          metric: 'node:http + pg failures',
          value: plain.failures,
          unit: 'responses',
          target: '0',
        },
        {
          benchmark: name,
          metric: 'throughput ratio (platform / baseline)',
          value: ours.requestsPerSecond / plain.requestsPerSecond,
          unit: '×',
        },
      );
    }
    return results;
  } finally {
    await Promise.all([platform.close(), baseline.close()]);
    await closeDatabase();
    await database.drop();
  }
};

export default platformApi;
