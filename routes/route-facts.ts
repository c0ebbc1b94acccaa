import type { AppPathname } from './pathnames';

/**
 * How a route's answer may be kept:
 * - `prerendered`: the same page for every visitor, rendered once per path and locale and kept
 *   in Next.js's cache (at build time, or on the first visit for pages with parameters);
 * - `shared-per-request`: rendered per request, but the same for every visitor, so a shared
 *   cache may keep the answer per address;
 * - `private`: shows one person's data, or is reached only with a personal link; never shared;
 * - `draft-only`: a preview of unpublished content, answered only in draft mode;
 * - `redirect`: never rendered; a route rule sends it on.
 */
export type CacheClass = 'prerendered' | 'shared-per-request' | 'private' | 'draft-only' | 'redirect';

export interface RouteFacts {
  cache: CacheClass;
  /**
   * A list that filters by query string. It has two pages under its route: the plain list
   * (its route's cache class) and the filtered list, rendered per request and shared.
   */
  filterable?: true;
  /** Whether search engines may crawl it (robots.txt) and, without parameters, list it (the sitemap). */
  indexable: boolean;
}

const publicPage: RouteFacts = { cache: 'prerendered', indexable: true };
const filterableList: RouteFacts = { cache: 'prerendered', filterable: true, indexable: true };
const sharedPage: RouteFacts = { cache: 'shared-per-request', indexable: true };
const privatePage: RouteFacts = { cache: 'private', indexable: false };
const preview: RouteFacts = { cache: 'draft-only', indexable: false };

/** What the proxy, the caches, robots.txt and the sitemap know of each route. */
export const routeFacts: Record<AppPathname, RouteFacts> = {
  '/': publicPage,
  '/for-companies': publicPage,
  '/for-companies/gtc': publicPage,
  // An internal showcase (spec), not for search engines.
  '/b2b/icons': { cache: 'prerendered', indexable: false },
  '/b2b/technologies': publicPage,
  '/cookies': publicPage,
  '/privacy-policy': publicPage,
  '/terms-conditions': publicPage,
  '/companies': filterableList,
  '/company/[company_slug]': publicPage,
  '/company/[company_slug]/jobs': filterableList,
  '/company/[company_slug]/jobs/[slug]/[id]': sharedPage,
  '/company/edit/[id]': privatePage,
  '/company/preview/[id]': preview,
  '/jobs': filterableList,
  '/job/[company_slug]/[slug]/[id]': { cache: 'redirect', indexable: true },
  '/job/edit/[id]': privatePage,
  '/job/preview/[id]': preview,
  '/magazine': publicPage,
  '/magazine/[slug]': publicPage,
  '/magazine/[slug]/[id]': sharedPage,
  '/magazine/edit/[id]': privatePage,
  '/magazine/preview/[id]': preview,
  '/profile': privatePage,
  '/profile/following-companies': privatePage,
  '/profile/following-job-offers': privatePage,
  '/profile/applications': privatePage,
  '/profile/cvs': privatePage,
  '/profile/job-alerts': privatePage,
  '/profile/job-alerts/[id]': privatePage,
  '/profile/preferences': privatePage,
  '/profile/for-you': privatePage,
  '/recruiter/applications/[token]': privatePage,
  '/company-workspace': privatePage,
  '/company-workspace/offers/[id]': privatePage,
  '/company-workspace/applications/[id]': privatePage,
  '/company-workspace/applicants': privatePage,
  '/company-workspace/team': privatePage,
  '/company-workspace/templates': privatePage,
  '/company-workspace/notifications': privatePage,
  '/company-workspace/documents': privatePage,
  '/company-workspace/invitation': privatePage,
  '/company-workspace/sign-up': privatePage,
};
