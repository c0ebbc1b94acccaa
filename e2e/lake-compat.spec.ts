import { expect, request, test } from '@playwright/test';
import { createClient } from '@sanity/client';
import type { ExpectStatic } from 'vitest';
import { type LakeTarget, lakeCases, seedLakeCases } from '../tests/content/support/lake-cases';
import { signInWithRequests, TEST_SURNAME } from './support/account';
import { lakeSessionOf } from './support/lake-api';
import { EDITOR_EMAIL } from './support/studio';
import { trustLakeCertificate } from './support/trust-lake-certificate';

/**
 * The built server's local Content Lake, through its TLS front, driven by `@sanity/client` as an
 * editor's: the cases `tests/content/lake-client-compat.test.ts` runs in-process, each reported.
 */
test('the built server’s lake answers every case as Sanity’s HTTP API does', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const api = await request.newContext({ baseURL });
  await signInWithRequests(api, { name: 'Eva', surname: TEST_SURNAME, email: EDITOR_EMAIL });
  const { front, token } = await lakeSessionOf(api);
  await api.dispose();
  await trustLakeCertificate(front);
  const clientFor = (apiVersion: string, withToken: string | null = token) =>
    createClient({
      projectId: 'tribelocal',
      dataset: 'production',
      apiHost: front,
      useProjectHostname: false,
      useCdn: false,
      apiVersion,
      token: withToken ?? undefined,
    });
  // Playwright's expect has the matchers the cases use, under vitest's type.
  const target: LakeTarget = {
    client: clientFor('2025-02-19'),
    clientFor,
    siteOrigin: String(baseURL),
    expect: expect as unknown as ExpectStatic,
  };
  await seedLakeCases(target.client);
  const failures: string[] = [];
  for (const lakeCase of lakeCases) {
    await lakeCase.run(target).catch((error: unknown) => {
      failures.push(`${lakeCase.name}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  console.log(`${lakeCases.length - failures.length} of ${lakeCases.length} cases pass`);
  expect(failures).toEqual([]);
});
