import { describe, expect, it } from 'vitest';
import { Browser } from './support/browser';
import { databaseKind, isolatePlatform } from './support/platform-env';

// No provider has credentials and the local provider is off: nobody can sign in.
isolatePlatform({ localIdp: false });

describe(`GET /api/me without a session (${databaseKind})`, () => {
  it('answers { user: null }, never cached', async () => {
    const response = await new Browser().request('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ignores a forged session cookie', async () => {
    const browser = new Browser();
    browser.cookies.set('tribe.session_token', 'forged.value');
    expect(await browser.me()).toBeNull();
  });
});

describe('GET /auth/logout without a session', () => {
  it('answers 200 for a same-origin request', async () => {
    const response = await new Browser().request('/auth/logout', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
  });
});

describe('sign-in while no provider is available', () => {
  it('says in the sign-in window that the provider is not set up', async () => {
    const response = await new Browser().request('/auth/seznam/login?app_id=tribe-web', {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Sign-in with Seznam is not set up on this site yet.');
  });

  it('answers /dev-idp with the reason the local provider is not running', async () => {
    const response = await new Browser().request('/dev-idp/.well-known/openid-configuration');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('LOCAL_IDP_ENABLED=true');
  });
});
