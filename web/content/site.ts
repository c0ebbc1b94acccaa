import 'server-only';
import type { Locale } from '@tribe/routes';
import { cache } from 'react';
import { applyThemeUpdate, defaultTheme } from '@/lib/theme/theme';
import { fetchContent, type Perspective } from './fetch';
import { liveAt } from './live-at';
import {
  b2bPageQuery,
  homePageQuery,
  legalPageQuery,
  sitemapQuery,
  siteSettingsQuery,
  technologiesQuery,
} from './queries';

export const legalPageKinds = ['cookies', 'privacy', 'terms', 'b2bTerms'] as const;
export type LegalPageKind = (typeof legalPageKinds)[number];

export const getSiteSettings = cache(() => fetchContent({ query: siteSettingsQuery }));

export const getHomePage = cache((locale: Locale, perspective?: Perspective) =>
  fetchContent({ query: homePageQuery, params: { lang: locale, now: liveAt() }, perspective }),
);
/** The home page's theme: the default theme, the site's theme over it, then the home theme. */
export async function getHomeTheme() {
  const settings = await getSiteSettings();
  return applyThemeUpdate(applyThemeUpdate(defaultTheme, settings?.theme ?? {}), settings?.homeTheme ?? {});
}

export const getB2BPage = cache((locale: Locale) =>
  fetchContent({ query: b2bPageQuery, params: { lang: locale } }),
);

export const listTechnologies = cache(() => fetchContent({ query: technologiesQuery }));

export const getLegalPage = cache((kind: LegalPageKind, locale: Locale) =>
  fetchContent({ query: legalPageQuery, params: { kind, lang: locale } }),
);

export function getSitemapEntries() {
  return fetchContent({ query: sitemapQuery, params: { now: liveAt() } });
}
