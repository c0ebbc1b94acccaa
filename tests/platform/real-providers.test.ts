import { describe, expect, it } from 'vitest';
import { isolatePlatform } from './support/platform-env';

const SITE = 'https://tribe.example';

// A public https site with real Google credentials: the local provider must stay off.
isolatePlatform({
  env: {
    SITE_URL: SITE,
    AUTH_SECRET: 'a'.repeat(64),
    AUTH_APPS: JSON.stringify({ 'tribe-web': SITE }),
    GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-client-secret',
  },
});

async function login(provider: string) {
  const { GET } = await import('@/app/auth/[provider]/login/route');
  const request = new Request(`${SITE}/auth/${provider}/login?app_id=tribe-web`, {
    headers: { 'x-forwarded-for': '203.0.113.99', 'accept-language': 'en' },
  });
  return GET(request, { params: Promise.resolve({ provider }) });
}

describe('a provider with credentials on an https site', () => {
  it('sends the window to the real provider with state, PKCE and the exact redirect URI', async () => {
    const response = await login('google');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-client-id.apps.googleusercontent.com');
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/callback/google`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
  });

  it('keeps its cookies __Host-, Secure, HttpOnly and SameSite=Lax', async () => {
    const cookies = (await login('google')).headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-tribe\./);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it('does not serve the local test sign-in for the providers without credentials', async () => {
    const response = await login('linkedin');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Sign-in with LinkedIn is not set up on this site yet.');
    const { GET } = await import('@/app/dev-idp/[...path]/route');
    const idp = await GET(
      new Request(`${SITE}/dev-idp/.well-known/openid-configuration`, {
        headers: { 'x-tribe-peer-address': '127.0.0.1' },
      }),
    );
    expect(idp.status).toBe(503);
    expect(await idp.text()).toContain(
      'refuses to run because SITE_URL (https://tribe.example) is not on localhost',
    );
  });
});
