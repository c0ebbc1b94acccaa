import { type AppPathname, type Locale, locales, localizedPath, localizedTemplate } from '@tribe/routes';
import {
  type DocumentResolver,
  defineDocuments,
  defineLocations,
  type PresentationPluginOptions,
} from 'sanity/presentation';
import { type PageType, pageRoutes, publishedId } from './site-paths';

/**
 * Where a document is shown inside Presentation: its preview page in both languages. Previews
 * render the real page with drafts in draft mode (public pages are cached and published-only);
 * a draft that was never published has a preview too.
 */
export function previewLocations(type: PageType, id: string, title: string | undefined) {
  return locales.map((locale) => ({
    title: `${title || publishedId(id)} (${locale})`,
    href: localizedPath(pageRoutes[type].preview, locale, { id: publishedId(id) }),
  }));
}

/** A route of the pathname map as a URL pattern ('/cs/spolecnost/[company_slug]' -> '/cs/spolecnost/:company_slug'). */
export const routePattern = (pathname: AppPathname, locale: Locale) =>
  localizedTemplate(pathname, locale).replace(/\[([^\]]+)\]/g, ':$1');

const routesOf = (type: PageType, ...routes: ('page' | 'preview')[]) =>
  routes.flatMap((route) => locales.map((locale) => routePattern(pageRoutes[type][route], locale)));

const byId = (type: PageType, route: string[]): DocumentResolver => ({
  route,
  resolve: ({ params }) => ({ filter: `_type == "${type}" && _id == $id`, params: { id: params.id ?? '' } }),
});

/**
 * The document a page of the site is about (Presentation opens it beside the page): companies by
 * slug on their profile and by id on their preview; job offers and articles by id everywhere.
 */
export const mainDocuments = defineDocuments([
  {
    route: routesOf('company', 'page'),
    resolve: ({ params }) => ({
      filter: '_type == "company" && slug.current == $slug',
      params: { slug: params.company_slug ?? '' },
    }),
  },
  byId('company', routesOf('company', 'preview')),
  byId('jobOffer', routesOf('jobOffer', 'page', 'preview')),
  byId('article', routesOf('article', 'page', 'preview')),
]);

const titled = { id: '_id', title: 'title.en' };

/** Where each document appears on the site, in both languages (for the Presentation tool). */
export const resolve: PresentationPluginOptions['resolve'] = {
  mainDocuments,
  locations: {
    company: defineLocations({
      select: { id: '_id', title: 'name' },
      resolve: (doc) => (doc?.id ? { locations: previewLocations('company', doc.id, doc.title) } : null),
    }),
    jobOffer: defineLocations({
      select: titled,
      resolve: (doc) => (doc?.id ? { locations: previewLocations('jobOffer', doc.id, doc.title) } : null),
    }),
    article: defineLocations({
      select: titled,
      resolve: (doc) => (doc?.id ? { locations: previewLocations('article', doc.id, doc.title) } : null),
    }),
  },
};
