import {
  type AppPathname,
  locales,
  localizedPath,
  localizedTemplate,
  matchInternalPath,
  routeFacts,
} from '@tribe/routes';
import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { isFilterableList, listVariantPath } from '@/lib/pages/filtered-lists';
import { rendersPerRequest } from '@/lib/pages/per-request-pages';
import { previewWithoutDraftMode } from '@/lib/preview/preview-gate';

const routes = Object.keys(routeFacts) as AppPathname[];
const withParams = (route: AppPathname) => route.replace(/\[[^\]]+\]/g, 'x-1');
const noCookies = { has: () => false };

describe('matching an internal path to its route', () => {
  it('finds every route of the map in both locales', () => {
    for (const locale of locales) {
      for (const route of routes) {
        const internal = route === '/' ? `/${locale}` : `/${locale}${withParams(route)}`;
        expect(matchInternalPath(internal)?.route, internal).toBe(route);
      }
    }
  });

  it('prefers a fixed segment to a parameter, as Next.js does', () => {
    expect(matchInternalPath('/cs/company/edit/jobs')?.route).toBe('/company/edit/[id]');
    expect(matchInternalPath('/en/magazine/preview/article-1')?.route).toBe('/magazine/preview/[id]');
    expect(matchInternalPath('/en/magazine/career/article-1')).toMatchObject({
      route: '/magazine/[slug]/[id]',
      locale: 'en',
      params: { slug: 'career', id: 'article-1' },
    });
  });

  it('accepts one trailing slash and nothing that is not a route', () => {
    expect(matchInternalPath('/cs/jobs/')?.route).toBe('/jobs');
    for (const path of [
      '/cs//jobs',
      '/cs/company//jobs',
      '/de/jobs',
      '/cs/nowhere',
      '/',
      '/cs/jobs/x/y/z/w/v',
    ]) {
      expect(matchInternalPath(path), path).toBeNull();
    }
  });
});

describe('the proxy reads the route facts', () => {
  it('renders per request the filtered lists, job details, articles, the profile area and previews', () => {
    for (const path of [
      '/cs/jobs/search',
      '/en/companies/search',
      '/cs/company/acme/jobs/search',
      '/cs/company/acme/jobs/developer/job-1',
      '/en/magazine/career/article-1',
      '/cs/profile/applications',
      '/cs/magazine/preview/a',
      '/en/recruiter/applications/t',
    ]) {
      expect(rendersPerRequest(path), path).toBe(true);
    }
    for (const path of ['/cs', '/cs/jobs/list', '/en/company/acme', '/en/magazine', '/cs/magazine/career']) {
      expect(rendersPerRequest(path), path).toBe(false);
    }
  });

  it('sends a list with a query string to its filtered page and one without to its cached page', () => {
    expect(isFilterableList('/cs/magazine')).toBe(false);
    expect(listVariantPath('/cs/jobs', '?city=Praha')).toBe('/cs/jobs/search');
    expect(listVariantPath('/en/company/acme/jobs', '?_rsc=abc')).toBe('/en/company/acme/jobs/list');
    expect(listVariantPath('/en/company/acme', '?city=Praha')).toBeNull();
  });

  it('answers every preview without draft mode with the 401 page of its locale', () => {
    for (const route of routes.filter((r) => routeFacts[r].cache === 'draft-only')) {
      expect(previewWithoutDraftMode(`/en${withParams(route)}`, noCookies)).toBe('/en/preview-unauthorized');
      expect(previewWithoutDraftMode(`/cs${withParams(route)}`, { has: () => true })).toBeNull();
    }
    expect(previewWithoutDraftMode('/cs/company/acme', noCookies)).toBeNull();
  });
});

describe('robots.txt', () => {
  const disallowed = () => {
    const rules = robots().rules;
    const rule = Array.isArray(rules) ? rules[0] : rules;
    return [rule.disallow ?? []].flat();
  };

  it('closes every route that is not for search engines, in both locales', () => {
    const closed = disallowed();
    for (const route of routes.filter((r) => !routeFacts[r].indexable)) {
      for (const locale of locales) {
        const path = localizedPath(route, locale, { company_slug: 'acme', slug: 'x', id: 'x', token: 't' });
        expect(
          closed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
          path,
        ).toBe(true);
      }
    }
    expect(closed).toEqual(expect.arrayContaining(['/studio', '/api', '/auth', '/cs/profil', '/en/profile']));
  });

  it('leaves every page for search engines open', () => {
    const closed = disallowed();
    for (const route of routes.filter((r) => routeFacts[r].indexable)) {
      for (const locale of locales) {
        const template = localizedTemplate(route, locale);
        expect(
          closed.some((prefix) => template === prefix || template.startsWith(`${prefix}/`)),
          template,
        ).toBe(false);
      }
    }
  });
});
