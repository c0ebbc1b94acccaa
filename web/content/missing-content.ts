import type { AppPathname, RouteMatch } from '@tribe/routes';
import type { ContentKey } from '@/content/content-exists';

type Params = Record<string, string>;

const companyBySlug = (params: Params): ContentKey => ({ kind: 'companySlug', key: params.company_slug });
const jobOffer = (params: Params): ContentKey => ({ kind: 'jobOffer', key: params.id });

/** The content each page with a content parameter is about. */
const contentOfRoute: Partial<Record<AppPathname, (params: Params) => ContentKey>> = {
  '/company/[company_slug]': companyBySlug,
  '/company/[company_slug]/jobs': companyBySlug,
  '/company/[company_slug]/jobs/[slug]/[id]': jobOffer,
  '/job/[company_slug]/[slug]/[id]': jobOffer,
  '/magazine/[slug]': (params) => ({ kind: 'magazineCategory', key: params.slug }),
  '/magazine/[slug]/[id]': (params) => ({ kind: 'article', key: params.id }),
  '/company/edit/[id]': (params) => ({ kind: 'company', key: params.id, includeDrafts: true }),
  '/job/edit/[id]': (params) => ({ ...jobOffer(params), includeDrafts: true }),
  '/magazine/edit/[id]': (params) => ({ kind: 'article', key: params.id, includeDrafts: true }),
};

/**
 * The content a matched public address names (its parameters decoded), or null for a page that is
 * about no single document.
 */
export function contentOfPage({ route, params }: RouteMatch): ContentKey | null {
  const keyOf = contentOfRoute[route];
  if (!keyOf) return null;
  const decoded = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  return keyOf(decoded);
}

/** The page that answers an address whose content does not exist (it has no address of its own). */
export function contentNotFoundPage(locale: string, publicPath: string): string {
  return `/${locale}/content-not-found${publicPath.slice(locale.length + 1)}`;
}
