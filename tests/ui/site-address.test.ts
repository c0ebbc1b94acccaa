import { describe, expect, it } from 'vitest';
import { atSiteAddress } from '@/components/auth/site-address';

const site = 'http://localhost:3000';

describe('signing in at the site’s own address', () => {
  it('sends a page at 127.0.0.1 to the same path, query and fragment at the site’s address', () => {
    expect(atSiteAddress(new URL('http://127.0.0.1:3000/cs/prace?q=java#vysledky'), site)).toBe(
      'http://localhost:3000/cs/prace?q=java#vysledky',
    );
  });

  it('leaves a page at the site’s address where it is', () => {
    expect(atSiteAddress(new URL('http://localhost:3000/en/jobs'), site)).toBeNull();
  });

  it('counts another port of the same host as another address', () => {
    expect(atSiteAddress(new URL('http://localhost:3001/cs'), site)).toBe('http://localhost:3000/cs');
  });
});
