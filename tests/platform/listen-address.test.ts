import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlatformEnv } from '@/server/env';
import { listenHostRefusal } from '@/server/front-door/listen-address';
import { isLoopbackAddress } from '@/server/http/loopback-peer';

const SECRET = 'a-configured-secret-of-at-least-32-characters';

afterEach(() => vi.unstubAllEnvs());

describe('where the server may listen', () => {
  it('listens anywhere on this machine with the defaults', () => {
    const env = readPlatformEnv({ LOCAL_IDP_ENABLED: 'true' });
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(listenHostRefusal(env, host)).toBeNull();
  });

  it('refuses an address others can reach while a local-only feature is on, naming each', () => {
    const defaults = readPlatformEnv({ LOCAL_IDP_ENABLED: 'true' });
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'tribe.example']) {
      expect(listenHostRefusal(defaults, host)).toBe(
        `Refusing to listen on ${host}: these must serve this machine only: the public development AUTH_SECRET; ` +
          'the local test sign-in (LOCAL_IDP_ENABLED=true); the local Content Lake (no SANITY_PROJECT_ID). ' +
          'To serve a network, set SITE_URL to the public address, AUTH_SECRET, and LOCAL_IDP_ENABLED=false.',
      );
    }
    const secretOnly = readPlatformEnv({ AUTH_SECRET: SECRET });
    expect(listenHostRefusal(secretOnly, '0.0.0.0')).toMatch(
      /only: the local Content Lake \(no SANITY_PROJECT_ID\)\. /,
    );
  });

  it('serves a network once the site has a public address and a secret', () => {
    const env = readPlatformEnv({
      SITE_URL: 'https://tribe.example',
      AUTH_SECRET: SECRET,
      LOCAL_IDP_ENABLED: 'true',
    });
    expect(listenHostRefusal(env, '0.0.0.0')).toBeNull();
  });
});

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.3.4', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fe80::1', false],
    ['localhost', false],
    ['', false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('a caller on another machine', () => {
  async function refusalFor(env: Record<string, string>, peer: string) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const { refuseRemotePeer } = await import('@/server/front-door/remote-peer');
    return refuseRemotePeer(peer);
  }

  it('is refused by the whole site while a local-only feature is on', async () => {
    const refusal = await refusalFor({ SITE_URL: 'http://localhost:3000', AUTH_SECRET: '' }, '192.0.2.7');
    expect(refusal?.status).toBe(403);
    expect(JSON.parse(refusal?.body ?? '{}').error).toEqual({
      code: 'this_machine_only',
      message:
        'This server serves only the machine it runs on while these are on: the public development AUTH_SECRET; the local Content Lake (no SANITY_PROJECT_ID).',
    });
    expect(
      await refusalFor({ SITE_URL: 'http://localhost:3000', AUTH_SECRET: '' }, '::ffff:127.0.0.1'),
    ).toBeNull();
  });

  it('is served once the site runs for a network', async () => {
    expect(
      await refusalFor({ SITE_URL: 'https://tribe.example', AUTH_SECRET: SECRET }, '192.0.2.7'),
    ).toBeNull();
  });
});
