import { describe, expect, it } from 'vitest';
import { referrerDomain } from '@/platform/numbers/referrer-domain';
import { tallyEvents } from '@/platform/numbers/tally';
import { visitorNetwork } from '@/platform/numbers/visitor-network';

describe('referrer domains', () => {
  it('keeps only the host, lower-cased and without www', () => {
    expect(referrerDomain('https://www.Google.com/search?q=kucha%C5%99', 'tribe.cz')).toBe('google.com');
    expect(referrerDomain('http://jobs.seznam.cz./nabidky/1', 'tribe.cz')).toBe('jobs.seznam.cz');
  });

  it('drops this site, other schemes, nonsense and nothing', () => {
    expect(referrerDomain('https://www.tribe.cz/en/jobs', 'tribe.cz')).toBeNull();
    expect(referrerDomain('http://localhost:3000/cs', 'localhost')).toBeNull();
    expect(referrerDomain('android-app://com.google.android.gm/', 'tribe.cz')).toBeNull();
    expect(referrerDomain('not a url', 'tribe.cz')).toBeNull();
    expect(referrerDomain('', 'tribe.cz')).toBeNull();
    expect(referrerDomain(undefined, 'tribe.cz')).toBeNull();
  });

  it('keeps only valid host names, an international one as punycode', () => {
    expect(referrerDomain('https://Kuchař.example/recepty', 'tribe.cz')).toBe('xn--kucha-mcb.example');
    expect(referrerDomain('https://xn--kucha-mcb.example/', 'tribe.cz')).toBe('xn--kucha-mcb.example');
    expect(referrerDomain(`https://${'a'.repeat(63)}.example/`, 'tribe.cz')).toBe(
      `${'a'.repeat(63)}.example`,
    );
    for (const host of [
      '=1+1.example',
      'a"b.example',
      'a_b.example',
      '-a.example',
      'a-.example',
      `${'a'.repeat(64)}.example`,
      `${'a.'.repeat(127)}example`,
      "a'b.example",
      'a{b}.example',
    ]) {
      expect(referrerDomain(`https://${host}/`, 'tribe.cz'), host).toBeNull();
    }
  });
});

describe('the network a visitor is counted by', () => {
  it('is an IPv4 address itself, and an IPv6 address its /64', () => {
    expect(visitorNetwork('203.0.113.7')).toBe('203.0.113.7');
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(visitorNetwork(address), address).toBe(network);
    }
    expect(visitorNetwork('2001:db8:1:3::1')).not.toBe(network);
    expect(visitorNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('a batch of events', () => {
  it('sums to one count per company, offer and kind, and one per referring domain', () => {
    const view = { type: 'offer_view' as const, companyId: 'c1', jobOfferId: 'o1', referrerDomain: null };
    const { counts, referrers } = tallyEvents([
      { ...view, referrerDomain: 'google.com' },
      view,
      { ...view, type: 'application_start' },
      { type: 'profile_view', companyId: 'c1', jobOfferId: '', referrerDomain: 'google.com' },
      { type: 'profile_view', companyId: 'c2', jobOfferId: '', referrerDomain: 'seznam.cz' },
    ]);
    expect(counts).toEqual([
      { companyId: 'c1', jobOfferId: 'o1', metric: 'offer_view', count: 2 },
      { companyId: 'c1', jobOfferId: 'o1', metric: 'application_start', count: 1 },
      { companyId: 'c1', jobOfferId: '', metric: 'profile_view', count: 1 },
      { companyId: 'c2', jobOfferId: '', metric: 'profile_view', count: 1 },
    ]);
    expect(referrers).toEqual([
      { companyId: 'c1', domain: 'google.com', count: 2 },
      { companyId: 'c2', domain: 'seznam.cz', count: 1 },
    ]);
  });
});
