import { describe, expect, it } from 'vitest';
import { offlineStudioAddressRedirects } from '@/lib/studio/studio-address';

describe('where the offline Studio opens', () => {
  it('sends the Studio on another name of the server to the site’s own address', () => {
    expect(offlineStudioAddressRedirects('http://localhost:3000', false)).toEqual([
      {
        source: '/studio',
        missing: [{ type: 'host', value: 'localhost' }],
        destination: 'http://localhost:3000/studio',
        permanent: false,
      },
      {
        source: '/studio/:path*',
        missing: [{ type: 'host', value: 'localhost' }],
        destination: 'http://localhost:3000/studio/:path*',
        permanent: false,
      },
    ]);
    expect(offlineStudioAddressRedirects('http://127.0.0.1:3000', false)[0]?.missing[0]?.value).toBe(
      '127\\.0\\.0\\.1',
    );
  });

  it('leaves the Studio alone online, where Sanity’s sign-in governs it', () => {
    expect(offlineStudioAddressRedirects('https://tribe.example', true)).toEqual([]);
  });
});
