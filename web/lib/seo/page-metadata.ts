import { type AppPathname, type Locale, locales, localizedPath, type RouteParams } from '@tribe/routes';
import type { Metadata } from 'next';
import { publicEnv } from '@/config/public-env';
import { shareCard } from './share-card';

type SearchParams = Record<string, string | string[] | undefined>;

export interface PageMetadataInput {
  locale: Locale;
  route: AppPathname;
  /**
   * The route's params; per language where they differ between languages (a job's, an article's or
   * a category's slug), so each alternate is that language's own address, as in the sitemap.
   */
  params?: RouteParams | ((language: Locale) => RouteParams);
  /**
   * Only the filtered lists (rendered per request) pass their query; every other page is cached
   * once per path and locale, so its share URL is the canonical one.
   */
  searchParams?: SearchParams;
  title: string;
  description?: string;
  /** Absolute or site-relative URL of a page-specific share image. */
  image?: string;
  /** Keeps a page (previews, profile) out of search engines. */
  noIndex?: boolean;
}

const openGraphLocale: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_US' };

export function queryString(searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) query.append(key, item);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Per-page head metadata: the title (the layout's template adds the product name),
 * canonical = base URL + path without the query, share URL = the canonical plus the query of a
 * filtered list, hreflang alternates for both locales (each at its own language's address).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, route, params, title, description, image, noIndex } = input;
  const paramsIn = typeof params === 'function' ? params : () => params;
  const languages = Object.fromEntries(
    locales.map((language) => [
      language,
      `${publicEnv.siteUrl}${localizedPath(route, language, paramsIn(language))}`,
    ]),
  );
  const canonical = languages[locale];
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical, languages: { ...languages, 'x-default': languages.cs } },
    // Next.js replaces (not merges) the layout's openGraph and twitter objects, so each is complete here.
    openGraph: {
      ...shareCard.openGraph,
      title,
      ...(description ? { description } : {}),
      url: `${canonical}${queryString(input.searchParams)}`,
      locale: openGraphLocale[locale],
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      ...shareCard.twitter,
      title,
      ...(description ? { description } : {}),
      ...(image ? { images: [image] } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
