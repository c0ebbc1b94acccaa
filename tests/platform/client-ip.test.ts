import { afterEach, describe, expect, it, vi } from 'vitest';

const PEER = 'x-tribe-peer-address';

/** clientIp as the process with this TRUSTED_PROXIES would compute it. */
async function clientIpWith(trustedProxies: string | undefined) {
  vi.resetModules();
  vi.stubEnv('TRUSTED_PROXIES', trustedProxies ?? '');
  return (await import('@/server/http/client-ip')).clientIp;
}

afterEach(() => vi.unstubAllEnvs());

describe('the caller address for rate limits', () => {
  it('is the connection peer when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    const clientIp = await clientIpWith(undefined);
    for (const spoofed of ['203.0.113.1', '10.0.0.1, 203.0.113.2', 'garbage', '']) {
      expect(clientIp(new Headers({ [PEER]: '198.51.100.20', 'x-forwarded-for': spoofed }))).toBe(
        '198.51.100.20',
      );
    }
    expect(clientIp(new Headers({ [PEER]: '::ffff:198.51.100.21' }))).toBe('198.51.100.21');
  });

  it('behind trusted proxies is the first address from the right that is no proxy', async () => {
    const clientIp = await clientIpWith('10.0.0.0/8, 2001:db8::1');
    const behindProxy = (forwarded: string, peer = '10.1.2.3') =>
      clientIp(new Headers({ [PEER]: peer, 'x-forwarded-for': forwarded }));
    expect(behindProxy('198.51.100.30')).toBe('198.51.100.30');
    // A client's own X-Forwarded-For entries come first; the proxy appends the real address.
    expect(behindProxy('1.1.1.1, 198.51.100.31')).toBe('198.51.100.31');
    expect(behindProxy('1.1.1.1, 198.51.100.32, 10.9.9.9')).toBe('198.51.100.32');
    expect(behindProxy('198.51.100.33', '2001:db8::1')).toBe('198.51.100.33');
    // Only a trusted peer is believed: the same header from anyone else is ignored.
    expect(behindProxy('198.51.100.34', '203.0.113.99')).toBe('203.0.113.99');
  });

  it('without the server (no peer header) uses the last X-Forwarded-For entry, which Next.js sets', async () => {
    const clientIp = await clientIpWith(undefined);
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.40' }))).toBe('198.51.100.40');
    expect(clientIp(new Headers())).toBe('unknown');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range, naming the variable', async () => {
    const { readPlatformEnv } = await import('@/server/env');
    for (const value of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129']) {
      expect(() => readPlatformEnv({ TRUSTED_PROXIES: value })).toThrow(
        /TRUSTED_PROXIES: .* is not an IP address or CIDR range/,
      );
    }
  });
});
