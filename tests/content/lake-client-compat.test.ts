import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLakeHarness } from '../lake/lake-harness';
import { startLakeHttpServer } from '../lake/lake-http-server';
import { type LakeTarget, lakeCases, seedLakeCases } from './support/lake-cases';

/**
 * The local Content Lake driven by the real `@sanity/client` over HTTP, each case checked against
 * what Sanity documents for its HTTP API; `e2e/lake-compat.spec.ts` runs the same cases against
 * the built server's lake.
 */
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

let server: Awaited<ReturnType<typeof startLakeHttpServer>>;
let target: LakeTarget;

beforeAll(async () => {
  server = await startLakeHttpServer();
  vi.stubEnv('SITE_URL', server.origin);
  const harness = await createLakeHarness();
  const clientFor = (apiVersion: string, token: string | null = harness.token) =>
    createClient({
      projectId: 'tribelocal',
      dataset: 'production',
      apiHost: server.origin,
      useProjectHostname: false,
      useCdn: false,
      apiVersion,
      token: token ?? undefined,
    });
  target = { client: clientFor('2025-02-19'), clientFor, siteOrigin: server.origin, expect };
  await seedLakeCases(target.client);
});

afterAll(async () => {
  await server?.close();
  vi.unstubAllEnvs();
});

describe('the lake through @sanity/client', () => {
  for (const lakeCase of lakeCases) it(lakeCase.name, () => lakeCase.run(target));
});
