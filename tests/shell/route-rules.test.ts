import { describe, expect, it } from 'vitest';
import { routeRuleRedirects } from '@/i18n/route-rules';

describe('route rules', () => {
  it('send the job short route to the job detail in both locales, permanently', () => {
    expect(routeRuleRedirects()).toEqual([
      {
        source: '/cs/prace/:company_slug/:slug/:id',
        destination: '/cs/spolecnost/:company_slug/prace/:slug/:id',
        permanent: true,
      },
      {
        source: '/en/job/:company_slug/:slug/:id',
        destination: '/en/company/:company_slug/jobs/:slug/:id',
        permanent: true,
      },
    ]);
  });
});
