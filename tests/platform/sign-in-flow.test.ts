import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Browser, newPerson, signedInBrowser } from './support/browser';
import { databaseKind, isolatePlatform, SITE } from './support/platform-env';

isolatePlatform();

const sessionTable = async () => {
  const [{ getDatabase }, { session }] = await Promise.all([
    import('@/server/db'),
    import('@/server/db/schema'),
  ]);
  return { db: await getDatabase(), session };
};

describe(`popup sign-in through the local OpenID Connect provider (${databaseKind})`, () => {
  it('runs login, provider form, callback and completion, then /api/me returns the person', async () => {
    const person = newPerson();
    const browser = new Browser();
    const { response, visited, html } = await browser.signIn(person);

    expect(visited[1]).toMatch(/^http:\/\/localhost:3000\/dev-idp\/auth\?/);
    const authorize = new URL(visited[1]).searchParams;
    expect(authorize.get('code_challenge_method')).toBe('S256');
    expect(authorize.get('state')).toBeTruthy();
    expect(authorize.get('nonce')).toBeTruthy();
    expect(authorize.get('redirect_uri')).toBe(`${SITE}/api/auth/callback/google`);
    expect(visited.at(-1)).toBe(`${SITE}/auth/complete?app_id=tribe-web`);

    expect(response.status).toBe(200);
    expect(html).toContain(`"targetOrigin":"${SITE}"`);
    expect(html).toContain("window.opener.postMessage('OK', data.targetOrigin)");
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);

    expect(await browser.me()).toEqual({
      id: expect.any(String),
      name: person.name,
      surname: person.surname,
      email: person.email,
      image: null,
    });
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for the whole site', async () => {
    const browser = new Browser();
    const setCookies: string[] = [];
    const original = browser.request.bind(browser);
    browser.request = async (url, init) => {
      const response = await original(url, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };
    await browser.signIn(newPerson());
    const sessionCookie = setCookies.find((cookie) => cookie.startsWith('tribe.session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).toMatch(/Max-Age=604800/);
  });

  it('gives the same account to the same person on every sign-in', async () => {
    const person = newPerson();
    const first = new Browser();
    await first.signIn(person);
    const second = new Browser();
    await second.signIn({ ...person, name: 'Renamed' });
    const [a, b] = [await first.me(), await second.me()];
    expect(b?.id).toBe(a?.id);
    expect(b?.name).toBe(person.name);
  });

  it('gives different people different accounts', async () => {
    const a = await signedInBrowser();
    const b = await signedInBrowser();
    expect(a.user.id).not.toBe(b.user.id);
  });

  it('rotates the session at sign-in: the previous session token stops working', async () => {
    const person = newPerson();
    const browser = new Browser();
    await browser.signIn(person);
    const before = new Browser();
    for (const [name, value] of browser.cookies) before.cookies.set(name, value);
    await browser.signIn(person);
    expect(browser.cookies.get('tribe.session_token')).not.toBe(before.cookies.get('tribe.session_token'));
    expect(await browser.me()).not.toBeNull();
    expect(await before.me()).toBeNull();
  });

  it('signs in with each provider id the spec names', async () => {
    for (const provider of ['google', 'linkedin', 'seznam']) {
      const { user } = await signedInBrowser(undefined, provider);
      expect(user.id).toBeTruthy();
    }
  });

  it('shows the local form again when it was filled in wrongly', async () => {
    const browser = new Browser();
    const { response, html } = await browser.signIn({ name: '', surname: 'X', email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(html).toContain('Enter a name, a surname and a valid email address.');
    expect(await browser.me()).toBeNull();
  });

  it('labels the local form as a test sign-in, pre-filled with a demo person', async () => {
    const browser = new Browser();
    let response = await browser.request('/auth/linkedin/login?app_id=tribe-web');
    while (response.status >= 300 && response.status < 400) {
      response = await browser.request(response.headers.get('location') ?? '');
    }
    const html = await response.text();
    expect(html).toContain('Local test sign-in');
    expect(html).toContain('This is not the real LinkedIn.');
    expect(html).toContain('value="jana.novakova@example.com"');
    expect(html.match(/<button/g)).toHaveLength(1);
  });
});

describe('sign-in window errors', () => {
  it('answers an unknown provider with a 404 page in the visitor language', async () => {
    const response = await new Browser().request('/auth/facebook/login?app_id=tribe-web', {
      headers: { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('Neznámý poskytovatel přihlášení');
  });

  it('refuses an app id that is not registered, or none, with a 400 page', async () => {
    for (const query of ['?app_id=someone-else', '']) {
      const response = await new Browser().request(`/auth/google/login${query}`, {
        headers: { cookie: 'NEXT_LOCALE=en' },
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Unknown application');
    }
  });

  it('does not post OK when the provider reports an error', async () => {
    const { browser } = await signedInBrowser();
    const response = await browser.request('/auth/complete?app_id=tribe-web&error=access_denied');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Sign-in did not work');
    expect(html).not.toContain('"targetOrigin"');
  });

  it('does not post OK to a window without a session', async () => {
    const response = await new Browser().request('/auth/complete?app_id=tribe-web');
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('"targetOrigin"');
  });

  it('limits sign-in attempts per address with a 429 page and Retry-After', async () => {
    const browser = new Browser('198.51.100.77');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await browser.request('/auth/google/login?app_id=tribe-web')).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    const limited = await browser.request('/auth/google/login?app_id=tribe-web');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many sign-in attempts');
  });

  it('serves only the callbacks under /api/auth', async () => {
    const response = await new Browser().request('/api/auth/get-session');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

describe('session expiry', () => {
  it('ends a session 30 days after sign-in, however active it was', async () => {
    const { browser, user } = await signedInBrowser();
    const { db, session } = await sessionTable();
    await db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(session.userId, user.id));
    expect(await browser.me()).toBeNull();
    expect(await db.select().from(session).where(eq(session.userId, user.id))).toHaveLength(0);
  });

  it('answers an active session without touching its cookie or row', async () => {
    const { browser, user } = await signedInBrowser();
    const { db, session } = await sessionTable();
    const [before] = await db.select().from(session).where(eq(session.userId, user.id));
    const response = await browser.request('/api/me');
    expect((await response.json()).user.id).toBe(user.id);
    expect(response.headers.getSetCookie()).toEqual([]);
    const [after] = await db.select().from(session).where(eq(session.userId, user.id));
    expect(after.expiresAt).toEqual(before.expiresAt);
  });

  it('moves the idle expiry on, with a new cookie, once a day of use has passed', async () => {
    const { browser, user } = await signedInBrowser();
    const { db, session } = await sessionTable();
    const dueForRefresh = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await db.update(session).set({ expiresAt: dueForRefresh }).where(eq(session.userId, user.id));
    const response = await browser.request('/api/me');
    expect((await response.json()).user.id).toBe(user.id);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('tribe.session_token='))).toBe(
      true,
    );
    const [after] = await db.select().from(session).where(eq(session.userId, user.id));
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });

  it('ends a session after 7 idle days', async () => {
    const { browser, user } = await signedInBrowser();
    const { db, session } = await sessionTable();
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, user.id));
    expect(await browser.me()).toBeNull();
  });
});

describe('GET /auth/logout', () => {
  it('ends the session for a same-origin request and answers 200', async () => {
    const { browser } = await signedInBrowser();
    const response = await browser.request('/auth/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(browser.cookies.has('tribe.session_token')).toBe(false);
    expect(await browser.me()).toBeNull();
  });

  it('accepts a Referer on the site when the browser sends no fetch metadata', async () => {
    const { browser } = await signedInBrowser();
    const response = await browser.request('/auth/logout', { headers: { referer: `${SITE}/cs/profil` } });
    expect(response.status).toBe(200);
    expect(await browser.me()).toBeNull();
  });

  it('refuses a cross-site request with 403 and keeps the session', async () => {
    const { browser } = await signedInBrowser();
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of crossSite) {
      const response = await browser.request('/auth/logout', { headers });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('cross_site_logout');
    }
    expect(await browser.me()).not.toBeNull();
  });
});
