import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, readPlatformEnv } from '@/server/env';
import { localIdpAvailability } from '@/server/local-idp/availability';

const SECRET = 'x'.repeat(32);

describe('platform configuration', () => {
  it('runs offline with no variable at all', () => {
    const env = readPlatformEnv({});
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.databaseUrl).toBeNull();
    expect(env.dataDir).toMatch(/\.data$/);
    expect(env.secureCookies).toBe(false);
    expect(env.localIdpEnabled).toBe(false);
    expect([...env.authApps]).toEqual([['tribe-web', 'http://localhost:3000']]);
    expect(env.providerCredentials).toEqual({});
  });

  it('takes SITE_URL, else NEXT_PUBLIC_SITE_URL', () => {
    expect(readPlatformEnv({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4000/' }).siteUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(
      readPlatformEnv({ SITE_URL: 'http://localhost:5000', NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:4000' })
        .siteUrl,
    ).toBe('http://localhost:5000');
  });

  it('requires AUTH_SECRET once the site is not on this machine, and says how to make one', () => {
    expect(() => readPlatformEnv({ SITE_URL: 'https://tribe.example' })).toThrow(
      /AUTH_SECRET is required when the site runs on https:\/\/tribe\.example \(generate one with: openssl rand -hex 32\)/,
    );
    const env = readPlatformEnv({ SITE_URL: 'https://tribe.example', AUTH_SECRET: SECRET });
    expect(env.secureCookies).toBe(true);
  });

  it('names the variable that is wrong', () => {
    expect(() => readPlatformEnv({ AUTH_SECRET: 'short' })).toThrow(
      /AUTH_SECRET: AUTH_SECRET must be at least 32/,
    );
    expect(() => readPlatformEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => readPlatformEnv({ LOCAL_IDP_ENABLED: 'yes' })).toThrow(
      /LOCAL_IDP_ENABLED must be true or false/,
    );
    expect(() => readPlatformEnv({ RATE_LIMIT_SCALE: '-2' })).toThrow(/RATE_LIMIT_SCALE must be positive/);
    expect(() => readPlatformEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    );
    expect(() => readPlatformEnv({ SEZNAM_CLIENT_SECRET: 'secret' })).toThrow(
      'SEZNAM_CLIENT_ID is required when SEZNAM_CLIENT_SECRET is set',
    );
    expect(() => readPlatformEnv({ AUTH_APPS: '{tribe' })).toThrow(/AUTH_APPS must be JSON/);
    expect(() => readPlatformEnv({ AUTH_APPS: '{"tribe-web": "nope"}' })).toThrow(/AUTH_APPS is not valid/);
  });

  it('keeps each registered app by its origin', () => {
    const env = readPlatformEnv({
      AUTH_APPS: '{"tribe-web": "https://tribe.example/cs", "jobs": "https://jobs.example"}',
    });
    expect(env.authApps.get('tribe-web')).toBe('https://tribe.example');
    expect(env.authApps.get('jobs')).toBe('https://jobs.example');
  });

  it('uses a provider only with both its client id and secret', () => {
    const env = readPlatformEnv({ LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' });
    expect(env.providerCredentials).toEqual({ linkedin: { clientId: 'id', clientSecret: 'secret' } });
  });
});

describe('local test sign-in', () => {
  it('recognises loopback addresses only', () => {
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of ['https://tribe.example', 'http://192.168.1.5:3000', 'http://localhost.example.com']) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });

  it('runs only when enabled and only on loopback, and says why not', () => {
    expect(localIdpAvailability(readPlatformEnv({ LOCAL_IDP_ENABLED: 'true' }))).toEqual({ available: true });
    expect(localIdpAvailability(readPlatformEnv({}))).toEqual({
      available: false,
      reason: expect.stringContaining('LOCAL_IDP_ENABLED=true'),
    });
    const remote = readPlatformEnv({
      LOCAL_IDP_ENABLED: 'true',
      SITE_URL: 'https://tribe.example',
      AUTH_SECRET: SECRET,
    });
    expect(localIdpAvailability(remote)).toEqual({
      available: false,
      reason:
        'The local test sign-in refuses to run because SITE_URL (https://tribe.example) is not on localhost or a loopback address.',
    });
  });
});
