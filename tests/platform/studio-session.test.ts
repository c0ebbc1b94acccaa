import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { Browser, newPerson } from './support/browser';
import { databaseKind, isolatePlatform, SITE } from './support/platform-env';

const EDITOR = 'studio-editor@example.com';

isolatePlatform({ env: { EDITOR_EMAILS: EDITOR } });

const openSession = (browser: Browser, headers: Record<string, string> = {}) =>
  browser.request('/api/studio/local-session', { method: 'POST', headers: { origin: SITE, ...headers } });

/** A request of the Studio to the local Content Lake, from this machine, with a token. */
async function askLake(token: string, route = 'users/me') {
  const { handleLakeRequest } = await import('@/content/local-lake');
  const request = new Request(`${SITE}/v2025-02-19/${route}`, {
    headers: { authorization: `Bearer ${token}`, origin: SITE },
  });
  return handleLakeRequest(request, ['v2025-02-19', ...route.split('/')], '127.0.0.1');
}

async function signedIn(email: string, ip?: string) {
  const browser = new Browser(ip);
  const { response } = await browser.signIn({ ...newPerson(), email });
  expect(response.status).toBe(200);
  return browser;
}

describe(`the offline Studio's session (${databaseKind})`, () => {
  it('gives nobody a lake token without a session, whatever headers the request carries', async () => {
    const response = await openSession(new Browser(), {
      'sec-fetch-site': 'same-origin',
      referer: `${SITE}/studio`,
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
    expect((await new Browser().request('/api/studio/local-session')).status).toBe(405);
  });

  it('refuses a signed-in person who is not an editor, saying how to get the role', async () => {
    const browser = await signedIn('candidate@example.com');
    const response = await openSession(browser);
    expect(response.status).toBe(403);
    const { error } = await response.json();
    expect(error.code).toBe('not_an_editor');
    const steps =
      databaseKind === 'PGlite'
        ? 'stop the site (its embedded PGlite database opens in one process at a time), run pnpm editors add candidate@example.com, start the site again with pnpm start'
        : "with the site's DATABASE_URL set, run pnpm editors add candidate@example.com (the site may keep running)";
    expect(error.message).toBe(
      `candidate@example.com is not an editor. An administrator grants the role: in the project folder, ${steps}; then open the Studio again.`,
    );
  });

  it('refuses a session request from another site', async () => {
    const browser = await signedIn(EDITOR);
    const response = await openSession(browser, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });

  it('mints an editor a token that works until the editor signs out', async () => {
    const browser = await signedIn(EDITOR);
    const response = await openSession(browser);
    expect(response.status).toBe(200);
    const session = await response.json();
    expect(session).toMatchObject({
      apiHost: `https://tribelocal.localhost:${process.env.LOCAL_LAKE_PORT}`,
      token: expect.any(String),
    });
    expect(session.token).toMatch(/^[\w-]{43}$/);
    const me = await askLake(session.token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: EDITOR, role: 'editor' });

    // Each opening of the Studio gets a token of its own.
    const second = await (await openSession(browser)).json();
    expect(second.token).not.toBe(session.token);

    const logout = await browser.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(200);
    expect((await askLake(session.token)).status).toBe(401);
    expect((await askLake(second.token)).status).toBe(401);
  });

  it('answers a caller on another machine 404: the session, the lake and the local sign-in', async () => {
    const remote = new Browser('203.0.113.70');
    expect((await openSession(remote)).status).toBe(404);
    expect((await remote.request('/dev-idp/.well-known/openid-configuration')).status).toBe(404);
    const local = await signedIn(EDITOR);
    const { token } = await (await openSession(local)).json();
    const { handleLakeRequest } = await import('@/content/local-lake');
    for (const peer of ['203.0.113.70', '::ffff:198.51.100.4', 'fe80::1', '']) {
      const request = new Request(`${SITE}/v2025-02-19/users/me`, {
        headers: { authorization: `Bearer ${token}`, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      });
      expect((await handleLakeRequest(request, ['v2025-02-19', 'users', 'me'], peer)).status, peer).toBe(404);
    }
  });
});
