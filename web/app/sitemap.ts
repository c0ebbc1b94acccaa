import {
  type AppPathname,
  type Locale,
  locales,
  localizedPath,
  type RouteParams,
  routeFacts,
  type StaticPathname,
} from '@tribe/routes';
import type { MetadataRoute } from 'next';
import { publicEnv } from '@/config/public-env';
import { getSitemapEntries } from '@/content/site';

export const dynamic = 'force-dynamic';

/** Pages without parameters that search engines may list, from the route map's facts. */
const publicStaticRoutes = (Object.keys(routeFacts) as AppPathname[]).filter(
  (route): route is StaticPathname =>
    !route.includes('[') && routeFacts[route].indexable && routeFacts[route].cache !== 'redirect',
);

/** A document can be listed only once it has a slug in both languages. */
const hasBothSlugs = (doc: { slugs: Record<Locale, string | null> }) => Boolean(doc.slugs.cs && doc.slugs.en);

/** One entry per page and locale, each listing its other-language version. */
function entries(route: AppPathname, paramsFor: (locale: Locale) => RouteParams, lastModified?: string) {
  const languages = Object.fromEntries(
    locales.map((locale) => [
      locale,
      `${publicEnv.siteUrl}${localizedPath(route, locale, paramsFor(locale))}`,
    ]),
  );
  return locales.map((locale) => ({
    url: languages[locale],
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages },
  }));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await getSitemapEntries();
  return [
    ...publicStaticRoutes.flatMap((route) => entries(route, () => ({}))),
    ...content.companies.flatMap((company) => [
      ...entries('/company/[company_slug]', () => ({ company_slug: company.slug }), company._updatedAt),
      ...entries('/company/[company_slug]/jobs', () => ({ company_slug: company.slug }), company._updatedAt),
    ]),
    ...content.jobOffers
      .filter(hasBothSlugs)
      .flatMap((job) =>
        entries(
          '/company/[company_slug]/jobs/[slug]/[id]',
          (locale) => ({ company_slug: job.companySlug, slug: job.slugs[locale] as string, id: job.id }),
          job._updatedAt,
        ),
      ),
    ...content.categories
      .filter(hasBothSlugs)
      .flatMap((category) =>
        entries(
          '/magazine/[slug]',
          (locale) => ({ slug: category.slugs[locale] as string }),
          category._updatedAt,
        ),
      ),
    ...content.articles
      .filter(hasBothSlugs)
      .flatMap((article) =>
        entries(
          '/magazine/[slug]/[id]',
          (locale) => ({ slug: article.slugs[locale] as string, id: article.id }),
          article._updatedAt,
        ),
      ),
  ];
}
