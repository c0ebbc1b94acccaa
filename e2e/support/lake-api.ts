import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { signInWithRequests, TEST_SURNAME } from './account';

const API_VERSION = 'v2025-02-19';

/**
 * A signed-in person's lake session, as their Studio opens it: the lake's front on this machine
 * (at the loopback address the Studio's `apiHost` names) and their token.
 */
export async function lakeSessionOf(api: APIRequestContext) {
  const baseURL = String(test.info().project.use.baseURL);
  const session = await api.post('/api/studio/local-session', { headers: { origin: baseURL } });
  expect(session.status(), await session.text()).toBe(200);
  const { apiHost, token } = (await session.json()) as { apiHost: string; token: string };
  return { front: `https://127.0.0.1:${new URL(apiHost).port}`, token };
}

/** The lake's HTTP API as a signed-in person's Studio reaches it: its address and their token. */
export async function lakeAs(api: APIRequestContext) {
  const session = await lakeSessionOf(api);
  // The lake's certificate is its own, self-signed, which the Studio's browser is asked to trust once.
  const front = `${session.front}/${API_VERSION}`;
  const headers = { authorization: `Bearer ${session.token}` };
  const lake = await request.newContext({ ignoreHTTPSErrors: true });
  return {
    get: (path: string) => lake.get(`${front}/${path}`, { headers }),
    post: (path: string, data: unknown) => lake.post(`${front}/${path}`, { headers, data }),
    dispose: () => lake.dispose(),
  };
}

/**
 * What an editor fills in on a company that signed itself up before approving it (the Studio's
 * form writes the same draft): the profile's required fields.
 */
export async function fillPendingProfileAsEditor(companyId: string, editorEmail: string) {
  const api = await request.newContext({ baseURL: String(test.info().project.use.baseURL) });
  await signInWithRequests(api, { name: 'Eva', surname: TEST_SURNAME, email: editorEmail });
  const lake = await lakeAs(api);
  try {
    const written = await lake.post('data/mutate/production', {
      mutations: [
        {
          patch: {
            id: `drafts.${companyId}`,
            set: {
              employeesCount: 8,
              description: { _type: 'localeText', cs: 'Rodinná pekárna s vlastní výrobnou.' },
            },
          },
        },
      ],
    });
    expect(written.status(), await written.text()).toBe(200);
  } finally {
    await lake.dispose();
    await api.dispose();
  }
}
