import { resolveSanityProject } from '@tribe/studio/sanity-project';
import { describe, expect, it } from 'vitest';
import {
  analyticsOrigins,
  localLakeOrigin,
  sitePolicy,
  studioPolicy,
} from '@/config/content-security-policy';
import { securityHeaders } from '@/config/security-headers';

const offline = resolveSanityProject({});
const online = resolveSanityProject({ SANITY_PROJECT_ID: 'abc123' });

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

/** Every host a policy names, whatever the directive. */
function hosts(policy: string): string[] {
  return [...new Set(policy.match(/(https?|wss):\/\/[^\s;]+/g) ?? [])].sort();
}

describe('the site policy', () => {
  it('offline without analytics names only the video players and Vimeo’s lookup', () => {
    const policy = sitePolicy({ project: offline, posthogHost: null, https: false });
    expect(hosts(policy)).toEqual([
      'https://player.vimeo.com',
      'https://vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'self'"],
      ['form-action', "'self'"],
    ]) {
      expect(directive(policy, name)).toEqual([value]);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('with analytics and a Sanity project adds exactly their hosts', () => {
    const policy = sitePolicy({ project: online, posthogHost: 'https://eu.i.posthog.com', https: true });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://vimeo.com',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'wss://abc123.api.sanity.io',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://cdn.sanity.io');
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true);
  });

  it('a self-hosted analytics host loads its assets from itself', () => {
    expect(analyticsOrigins('https://stats.example.com/ingest')).toEqual(['https://stats.example.com']);
  });
});

describe('the Studio policy', () => {
  it('offline reaches the local lake, Sanity’s version and feedback hosts and Sanity UI’s font host', () => {
    const policy = studioPolicy(
      { project: offline, posthogHost: null, https: false },
      localLakeOrigin('3444'),
    );
    expect(hosts(policy)).toEqual([
      'https://api.sanity.io',
      'https://design-system-static.sanity.io',
      'https://sanity-cdn.com',
      'https://tribelocal.localhost:3444',
      'wss://tribelocal.localhost:3444',
    ]);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tribelocal.localhost:3444',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });

  it('online reaches the project’s API, live and image hosts', () => {
    const policy = studioPolicy({ project: online, posthogHost: null, https: true });
    expect(hosts(policy)).toEqual([
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'https://api.sanity.io',
      'https://cdn.sanity.io',
      'https://design-system-static.sanity.io',
      'https://sanity-cdn.com',
      'wss://abc123.api.sanity.io',
    ]);
  });

  it('takes the lake port from LOCAL_LAKE_PORT, 3333 by default, and names a bad value', () => {
    expect(localLakeOrigin(undefined)).toBe('https://tribelocal.localhost:3333');
    expect(localLakeOrigin('4000')).toBe('https://tribelocal.localhost:4000');
    expect(() => localLakeOrigin('seventy')).toThrow('LOCAL_LAKE_PORT must be a port number');
    expect(() => localLakeOrigin('70000')).toThrow('LOCAL_LAKE_PORT must be between 1 and 65535');
  });
});

describe('the header rules', () => {
  it('send HSTS only for an https site', () => {
    const names = (https: boolean) =>
      securityHeaders({ project: offline, posthogHost: null, https })[0].headers.map((header) => header.key);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
  });
});
