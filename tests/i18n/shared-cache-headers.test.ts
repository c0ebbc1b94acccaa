import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';

vi.mock('@/content/content-exists', () => ({ contentExists: async () => true }));

const answer = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

describe('what the proxy adds to an answer a shared cache may keep', () => {
  it.each([
    [
      'cs',
      ['/cs', '/cs/prace', '/cs/spolecnosti', '/cs/spolecnost/acme', '/cs/magazin', '/cs/prace?q=python'],
    ],
    ['en', ['/en', '/en/jobs', '/en/companies', '/en/company/acme', '/en/magazine', '/en/jobs?q=python']],
  ])('sets no cookie on a %s page, whatever language the visitor chose before', async (_locale, paths) => {
    for (const path of paths) {
      for (const cookie of [undefined, 'NEXT_LOCALE=cs', 'NEXT_LOCALE=en']) {
        const response = await answer(path, cookie);
        expect(response.status, `${path} with ${cookie}`).toBe(200);
        expect(response.headers.get('set-cookie'), `${path} with ${cookie}`).toBeNull();
      }
    }
  });

  it.each([
    [undefined, 200],
    ['NEXT_LOCALE=cs', 200],
    ['NEXT_LOCALE=en', 307],
  ])("'/' with cookie %s answers %i, varying on Cookie and setting none", async (cookie, status) => {
    const response = await answer('/', cookie);
    expect(response.status).toBe(status);
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("does not vary the localized pages on Cookie: only '/' reads the language cookie", async () => {
    expect((await answer('/en/jobs', 'NEXT_LOCALE=cs')).headers.get('vary') ?? '').not.toMatch(/cookie/i);
  });
});
