import { type AppPathname, type Locale, locales, localizedPath, type RouteParams } from '@tribe/routes';
import type { Metadata } from 'next';
import { publicEnv } from '@/config/public-env';
import { shareCard } from './share-card';

type SearchParams = Record<string, string | string[] | undefined>;

export interface PageMetadataInput {
  locale: Locale;
  route: AppPathname;
  params?: RouteParams;
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
 * filtered list,
 * hreflang alternates for both locales.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { locale, route, params, title, description, image, noIndex } = input;
  const path = localizedPath(route, locale, params);
  const canonical = `${publicEnv.siteUrl}${path}`;
  const languages = Object.fromEntries(
    locales.map((other) => [other, `${publicEnv.siteUrl}${localizedPath(route, other, params)}`]),
  );
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
