import { createMemberProxyHandler, type MemberProxySettings } from '@tribe/local-lake';
import { memberRules } from '@tribe/schemas/member-rules';
import { vi } from 'vitest';
import { createLakeHarness } from '../lake/lake-harness';
import { startLakeHttpServer } from '../lake/lake-http-server';

/**
 * The member proxy in front of a local lake standing in for Sanity's API: the lake on a real
 * port, reached with the editor's token as the site reaches Sanity with its write token. Members'
 * requests go to the proxy the way the site's route hands them over (`v{version}/...`).
 */
export async function createProxyHarness() {
  const server = await startLakeHttpServer();
  vi.stubEnv('SITE_URL', server.origin);
  const harness = await createLakeHarness();
  const { lakeUserOf, endSessionOfLakeToken } = await import('@/server/editors/lake-tokens');
  const { lakeUsersByIds } = await import('@/server/editors/lake-users');
  const settings: { current: MemberProxySettings } = {
    current: {
      availability: { available: true },
      upstream: {
        apiHost: server.origin,
        projectId: 'tribelocal',
        dataset: 'production',
        token: harness.token,
      },
    },
  };
  const proxy = createMemberProxyHandler({
    settings: () => settings.current,
    members: {
      ofToken: (token) => lakeUserOf(token),
      byIds: lakeUsersByIds,
      endSessionOf: endSessionOfLakeToken,
    },
    memberScope: memberRules,
  });

  const memberLake: typeof harness.lake = (
    method,
    pathAndQuery,
    { body, headers, apiVersion = '2025-02-19' } = {},
  ) => {
    // An empty version: an unversioned path, as the Studio's image URLs are.
    const version = apiVersion ? `v${apiVersion}/` : '';
    const url = new URL(`/api/member-lake/${version}${pathAndQuery}`, harness.env.siteOrigin);
    const path = url.pathname.split('/').slice(3).map(decodeURIComponent);
    const raw = body instanceof Uint8Array;
    const request = new Request(url, {
      method,
      headers: {
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : raw
            ? new Blob([body as Uint8Array<ArrayBuffer>])
            : JSON.stringify(body),
    });
    return proxy(request, path);
  };

  return { harness, memberLake, settings, close: server.close };
}
