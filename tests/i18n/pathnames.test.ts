import {
  type AppPathname,
  internalPathOf,
  type Locale,
  localizedPath,
  matchPublicPath,
  pathnames,
  type RouteMatch,
} from '@tribe/routes';
import { getRewrittenUrl } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { describe, expect, it, vi } from 'vitest';
import { routing } from '@/i18n/routing';
import proxy from '@/proxy';

// The routing is tested here; whether content exists, in tests/content/content-exists.test.ts.
vi.mock('@/content/content-exists', () => ({
  contentExists: async ({ key }: { key: string }) => !key.startsWith('no-such'),
}));

const localize = createMiddleware(routing);

// The spec's route table (section 2), with 'My applications' as the product chose it.
const specRoutes: [AppPathname, Record<string, string | number>, string, string][] = [
  ['/', {}, '/cs', '/en'],
  ['/for-companies', {}, '/cs/pro-firmy', '/en/for-companies'],
  ['/b2b/icons', {}, '/cs/b2b/icons', '/en/b2b/icons'],
  ['/b2b/technologies', {}, '/cs/b2b/technologies', '/en/b2b/technologies'],
  ['/for-companies/gtc', {}, '/cs/pro-firmy/vop', '/en/for-companies/gtc'],
  ['/cookies', {}, '/cs/susenky', '/en/cookies'],
  ['/privacy-policy', {}, '/cs/zasady-ochrany-osobnich-udaju', '/en/privacy-policy'],
  ['/terms-conditions', {}, '/cs/podminky-pouzivani', '/en/terms-conditions'],
  ['/companies', {}, '/cs/spolecnosti', '/en/companies'],
  ['/company/[company_slug]', { company_slug: 'acme' }, '/cs/spolecnost/acme', '/en/company/acme'],
  [
    '/company/[company_slug]/jobs',
    { company_slug: 'acme' },
    '/cs/spolecnost/acme/prace',
    '/en/company/acme/jobs',
  ],
  [
    '/company/[company_slug]/jobs/[slug]/[id]',
    { company_slug: 'acme', slug: 'dev', id: 'j1' },
    '/cs/spolecnost/acme/prace/dev/j1',
    '/en/company/acme/jobs/dev/j1',
  ],
  ['/company/edit/[id]', { id: 'c1' }, '/cs/company/edit/c1', '/en/company/edit/c1'],
  ['/company/preview/[id]', { id: 'c1' }, '/cs/company/preview/c1', '/en/company/preview/c1'],
  ['/jobs', {}, '/cs/prace', '/en/jobs'],
  [
    '/job/[company_slug]/[slug]/[id]',
    { company_slug: 'acme', slug: 'dev', id: 'j1' },
    '/cs/prace/acme/dev/j1',
    '/en/job/acme/dev/j1',
  ],
  ['/job/edit/[id]', { id: 'j1' }, '/cs/job/edit/j1', '/en/job/edit/j1'],
  ['/job/preview/[id]', { id: 'j1' }, '/cs/job/preview/j1', '/en/job/preview/j1'],
  ['/magazine', {}, '/cs/magazin', '/en/magazine'],
  ['/magazine/[slug]', { slug: 'kultura' }, '/cs/magazin/kultura', '/en/magazine/kultura'],
  ['/magazine/[slug]/[id]', { slug: 'clanek', id: 'a1' }, '/cs/magazin/clanek/a1', '/en/magazine/clanek/a1'],
  ['/magazine/edit/[id]', { id: 'a1' }, '/cs/magazine/edit/a1', '/en/magazine/edit/a1'],
  ['/magazine/preview/[id]', { id: 'a1' }, '/cs/magazine/preview/a1', '/en/magazine/preview/a1'],
  ['/profile', {}, '/cs/profil', '/en/profile'],
  ['/profile/following-companies', {}, '/cs/profil/sledovane-spolecnosti', '/en/profile/following-companies'],
  [
    '/profile/following-job-offers',
    {},
    '/cs/profil/sledovane-pracovni-nabidky',
    '/en/profile/following-job-offers',
  ],
  ['/profile/applications', {}, '/cs/profil/prihlasky', '/en/profile/applications'],
  // Not in the spec: the job alerts of the profile and one alert's offers.
  ['/profile/job-alerts', {}, '/cs/profil/hlidaci-psi', '/en/profile/job-alerts'],
  [
    '/profile/job-alerts/[id]',
    { id: '0b6f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b' },
    '/cs/profil/hlidaci-psi/0b6f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
    '/en/profile/job-alerts/0b6f3a2e-5c1d-4e8f-9a7b-2c3d4e5f6a7b',
  ],
  // Not in the spec: the CVs a candidate keeps to apply with.
  ['/profile/cvs', {}, '/cs/profil/zivotopisy', '/en/profile/cvs'],
  // Not in the spec: the candidate's preferences and the offers and companies ranked by them.
  ['/profile/preferences', {}, '/cs/profil/preference', '/en/profile/preferences'],
  ['/profile/for-you', {}, '/cs/profil/pro-vas', '/en/profile/for-you'],
  // Not in the spec: the recruiter's page for one application, opened from a signed link.
  [
    '/recruiter/applications/[token]',
    { token: 'a.b.c' },
    '/cs/recruiter/applications/a.b.c',
    '/en/recruiter/applications/a.b.c',
  ],
  // Not in the spec: the recruiters' workspace (issue 23).
  ['/company-workspace', {}, '/cs/firma', '/en/company-workspace'],
  [
    '/company-workspace/offers/[id]',
    { id: 'job-1' },
    '/cs/firma/nabidky/job-1',
    '/en/company-workspace/offers/job-1',
  ],
  [
    '/company-workspace/applications/[id]',
    { id: 'a1' },
    '/cs/firma/prihlasky/a1',
    '/en/company-workspace/applications/a1',
  ],
  ['/company-workspace/applicants', {}, '/cs/firma/uchazeci', '/en/company-workspace/applicants'],
  ['/company-workspace/team', {}, '/cs/firma/tym', '/en/company-workspace/team'],
  ['/company-workspace/templates', {}, '/cs/firma/sablony', '/en/company-workspace/templates'],
  ['/company-workspace/notifications', {}, '/cs/firma/upozorneni', '/en/company-workspace/notifications'],
  ['/company-workspace/documents', {}, '/cs/firma/dokumenty', '/en/company-workspace/documents'],
  ['/company-workspace/invitation', {}, '/cs/firma/pozvanka', '/en/company-workspace/invitation'],
  ['/company-workspace/sign-up', {}, '/cs/firma/registrace', '/en/company-workspace/sign-up'],
];

const listRoutes: AppPathname[] = ['/jobs', '/companies', '/company/[company_slug]/jobs'];
// Previews are pages only in draft mode (its cookie); without it the proxy answers with the 401 page.
const inDraftMode = (route: AppPathname) =>
  route.includes('/preview/') ? { cookie: '__prerender_bypass=on' } : undefined;

function internalPathFor(route: AppPathname, params: Record<string, string | number>): string {
  return route.replace(/\[([^\]]+)\]/g, (_, name: string) => String(params[name]));
}

describe('the pathname map', () => {
  it('covers exactly the routes of the spec', () => {
    expect(Object.keys(pathnames).sort()).toEqual(specRoutes.map(([route]) => route).sort());
  });

  describe.each(specRoutes)('%s', (route, params, csPath, enPath) => {
    const expected: Record<Locale, string> = { cs: csPath, en: enPath };

    it.each(['cs', 'en'] as const)('builds the %s path', (locale) => {
      expect(localizedPath(route, locale, params)).toBe(expected[locale]);
    });

    it.each(['cs', 'en'] as const)('resolves the %s path back to the route', async (locale) => {
      const response = await proxy(
        new NextRequest(`http://localhost${expected[locale]}`, { headers: inDraftMode(route) }),
      );
      // Without a rewrite the public path is the internal one.
      const rewrite = getRewrittenUrl(response) ?? `http://localhost${expected[locale]}`;
      expect(response.status).toBe(200);
      const internal = route === '/' ? `/${locale}` : `/${locale}${internalPathFor(route, params)}`;
      // A filterable list is served by its cached page below its own path.
      const served = listRoutes.includes(route) ? `${internal}/list` : internal;
      expect(new URL(rewrite).pathname).toBe(served);
    });

    it.each(['cs', 'en'] as const)('finds in the route map the %s route next-intl rewrites to', (locale) => {
      const request = new NextRequest(`http://localhost${expected[locale]}`);
      const byNextIntl = getRewrittenUrl(localize(request)) ?? request.url;
      const match = matchPublicPath(expected[locale]);
      expect(match?.route).toBe(route);
      expect(internalPathOf(match as RouteMatch)).toBe(new URL(byNextIntl).pathname);
    });
  });

  it("serves the Czech home at '/'", async () => {
    const response = await proxy(new NextRequest('http://localhost/'));
    expect(new URL(getRewrittenUrl(response) ?? '').pathname).toBe('/cs');
  });

  it("sends a visitor who chose English from '/' to '/en'", async () => {
    const response = await proxy(
      new NextRequest('http://localhost/', { headers: { cookie: 'NEXT_LOCALE=en' } }),
    );
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/en');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => localizedPath('/company/[company_slug]', 'cs')).toThrow(/company_slug/);
  });
});

describe('lists with a query string', () => {
  const internalPath = async (publicPath: string) => {
    const response = await proxy(new NextRequest(`http://localhost${publicPath}`));
    const target = new URL(getRewrittenUrl(response) ?? `http://localhost${publicPath}`);
    return `${target.pathname}${target.search}`;
  };

  it.each([
    ['/cs/prace?seniority=junior', '/cs/jobs/search?seniority=junior'],
    ['/en/jobs?q=react&page=2', '/en/jobs/search?q=react&page=2'],
    ['/cs/spolecnosti?city=Brno', '/cs/companies/search?city=Brno'],
    ['/en/companies?value=remote', '/en/companies/search?value=remote'],
    ['/cs/spolecnost/acme/prace?workload=part_time', '/cs/company/acme/jobs/search?workload=part_time'],
    ['/en/company/acme/jobs?salary=1', '/en/company/acme/jobs/search?salary=1'],
  ])('%s is rendered per request by the filtered variant', async (publicPath, expected) => {
    expect(await internalPath(publicPath)).toBe(expected);
  });

  it.each([
    ['/cs/prace', '/cs/jobs/list'],
    ['/en/companies', '/en/companies/list'],
    ['/en/company/acme/jobs', '/en/company/acme/jobs/list'],
    ['/en/jobs?_rsc=1x2y', '/en/jobs/list?_rsc=1x2y'],
    ['/en/company/acme?utm_source=mail', '/en/company/acme?utm_source=mail'],
    ['/cs/magazin?page=2', '/cs/magazine?page=2'],
  ])('%s is served from the cached page', async (publicPath, expected) => {
    expect(await internalPath(publicPath)).toBe(expected);
  });
});

describe('previews without draft mode', () => {
  it.each([
    ['/cs/company/preview/company-1', '/cs/preview-unauthorized'],
    ['/en/job/preview/job-1', '/en/preview-unauthorized'],
    ['/cs/magazine/preview/article-1', '/cs/preview-unauthorized'],
  ])('%s is answered 401 by the 401 page of its language', async (publicPath, page) => {
    const response = await proxy(new NextRequest(`http://localhost${publicPath}`));
    expect(response.status).toBe(401);
    expect(new URL(getRewrittenUrl(response) ?? '').pathname).toBe(page);
  });

  it('the 401 page has no address of its own', async () => {
    expect((await proxy(new NextRequest('http://localhost/cs/preview-unauthorized'))).status).toBe(404);
  });
});

describe('paths that name no page', () => {
  it.each(['/cs/neexistuje', '/en/nothing/here', '/en/company/acme/jobs/dev/j1/search', '/cs/prace/search'])(
    '%s is answered 404 by the catch-all page, which is given the address to name',
    async (publicPath) => {
      const response = await proxy(new NextRequest(`http://localhost${publicPath}`));
      expect(response.status).toBe(404);
      expect(new URL(getRewrittenUrl(response) ?? '').pathname).toBe(publicPath);
    },
  );

  it.each(['/cs/spolecnost/acme', '/en/jobs', '/en/magazine/culture/a1'])(
    '%s is a page',
    async (publicPath) => {
      expect((await proxy(new NextRequest(`http://localhost${publicPath}`))).status).toBe(200);
    },
  );
});

describe('addresses whose content does not exist', () => {
  it.each([
    ['/cs/spolecnost/no-such-company', '/cs/content-not-found/spolecnost/no-such-company'],
    ['/en/company/no-such-company/jobs?salary=1', '/en/content-not-found/company/no-such-company/jobs'],
    ['/en/company/acme/jobs/dev/no-such-job', '/en/content-not-found/company/acme/jobs/dev/no-such-job'],
    ['/cs/prace/acme/dev/no-such-job', '/cs/content-not-found/prace/acme/dev/no-such-job'],
    ['/cs/magazin/no-such-category', '/cs/content-not-found/magazin/no-such-category'],
    ['/en/magazine/culture/no-such-article', '/en/content-not-found/magazine/culture/no-such-article'],
    ['/cs/company/edit/no-such-id', '/cs/content-not-found/company/edit/no-such-id'],
  ])('%s is answered 404 by the page that names it', async (publicPath, page) => {
    const response = await proxy(new NextRequest(`http://localhost${publicPath}`));
    expect(response.status).toBe(404);
    expect(new URL(getRewrittenUrl(response) ?? '').pathname).toBe(page);
  });

  it('in draft mode, the page decides (a draft may be all there is)', async () => {
    const response = await proxy(
      new NextRequest('http://localhost/en/company/no-such-company', {
        headers: { cookie: '__prerender_bypass=on' },
      }),
    );
    expect(response.status).toBe(200);
  });

  it('the page has no address of its own', async () => {
    expect(
      (await proxy(new NextRequest('http://localhost/cs/content-not-found/spolecnost/acme'))).status,
    ).toBe(404);
  });
});

describe('the script policy of a page', () => {
  const policyOf = async (publicPath: string) =>
    (await proxy(new NextRequest(`http://localhost${publicPath}`))).headers.get('content-security-policy');

  it.each([
    '/cs/prace?seniority=junior',
    '/en/company/acme/jobs/junior-developer/job-1',
    '/cs/magazin/kariera/article-1',
    '/en/profile/applications',
  ])('%s, rendered per request, gets a nonce of its own with each answer', async (publicPath) => {
    const scripts = async (publicPath: string) =>
      /script-src [^;]*/.exec((await policyOf(publicPath)) ?? '')?.[0];
    const first = await scripts(publicPath);
    expect(first).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' 'sha256-[^']+'$/);
    expect(await scripts(publicPath)).not.toBe(first);
  });

  it.each(['/cs', '/en/jobs', '/cs/spolecnost/acme', '/en/magazine'])(
    '%s, served from the cache, keeps the configured policy',
    async (publicPath) => {
      expect(await policyOf(publicPath)).toBeNull();
    },
  );
});
