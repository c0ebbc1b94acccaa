import { describe, expect, it } from 'vitest';
import { hrefPath } from '@/i18n/href';

describe('the public path of an href', () => {
  it('localizes a route without params', () => {
    expect(hrefPath('/', 'cs')).toBe('/cs');
    expect(hrefPath('/jobs', 'cs')).toBe('/cs/prace');
    expect(hrefPath('/jobs', 'en')).toBe('/en/jobs');
  });

  it('fills in the params and adds the query, a list as repeated names', () => {
    expect(
      hrefPath(
        {
          pathname: '/company/[company_slug]/jobs',
          params: { company_slug: 'datova-tovarna' },
          query: { city: ['praha', 'brno'], page: 2 },
        },
        'cs',
      ),
    ).toBe('/cs/spolecnost/datova-tovarna/prace?city=praha&city=brno&page=2');
  });

  it('leaves out an empty query', () => {
    expect(hrefPath({ pathname: '/companies', query: {} }, 'en')).toBe('/en/companies');
  });

  it('keeps a path no route claims in the locale’s prefix', () => {
    expect(hrefPath('/no-such-page' as '/', 'en')).toBe('/en/no-such-page');
  });

  it('ends with the place on the page, after the query', () => {
    expect(
      hrefPath(
        {
          pathname: '/company-workspace/applications/[id]',
          params: { id: 'b3c1f0de-0000-4000-8000-000000000001' },
          query: { from: 'list' },
          hash: 'zpravy',
        },
        'cs',
      ),
    ).toMatch(/\?from=list#zpravy$/);
  });
});
