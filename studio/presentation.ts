import {
  type AppPathname,
  type Locale,
  locales,
  localizedPath,
  localizedTemplate,
  type RouteParams,
} from '@tribe/routes';
import {
  type DocumentResolver,
  defineDocuments,
  defineLocations,
  type PresentationPluginOptions,
} from 'sanity/presentation';
import { type PageType, pageRoutes, publishedId } from './site-paths';

/** The list page each document type appears on. */
const listPages = {
  company: '/companies',
  jobOffer: '/jobs',
  article: '/magazine',
} as const satisfies Record<PageType, AppPathname>;

const inBothLanguages = (pathname: AppPathname, title: string, params: RouteParams = {}) =>
  locales.map((locale) => ({
    title: `${title} (${locale})`,
    href: localizedPath(pathname, locale, params),
  }));

/**
 * Where a document is shown inside Presentation: its preview page (found by id, so a draft that
 * was never published has one too), then the list it appears on, each in both languages. Every
 * page shows the drafts in draft mode.
 */
const documentLocations = (type: PageType, id: string, title: string | undefined, list: string) => [
  ...inBothLanguages(pageRoutes[type].preview, title || publishedId(id), { id: publishedId(id) }),
  ...inBothLanguages(listPages[type], list),
];

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
 * The document a page of the site is about (Presentation opens it beside the page): the home page
 * singleton on the home page, companies by slug on their profile and by id on their preview, job
 * offers and articles by id everywhere. Lists name none.
 */
export const mainDocuments = defineDocuments([
  // '/' serves the Czech home page too.
  { route: ['/', ...locales.map((locale) => routePattern('/', locale))], filter: '_type == "homePage"' },
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
    homePage: defineLocations({ locations: inBothLanguages('/', 'Home page') }),
    company: defineLocations({
      select: { id: '_id', title: 'name' },
      resolve: (doc) =>
        doc?.id ? { locations: documentLocations('company', doc.id, doc.title, 'Companies') } : null,
    }),
    jobOffer: defineLocations({
      select: titled,
      resolve: (doc) =>
        doc?.id ? { locations: documentLocations('jobOffer', doc.id, doc.title, 'Job offers') } : null,
    }),
    article: defineLocations({
      select: titled,
      resolve: (doc) =>
        doc?.id ? { locations: documentLocations('article', doc.id, doc.title, 'Magazine') } : null,
    }),
  },
};
