import type { Locale } from '@/i18n/pathnames';
import { applyThemeUpdate, defaultTheme } from '@/lib/theme/theme';
import { fetchContent } from './fetch';
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

export function getSiteSettings() {
  return fetchContent({ query: siteSettingsQuery });
}

/** The home page's theme: the default theme, the site's theme over it, then the home theme. */
export async function getHomeTheme() {
  const settings = await getSiteSettings();
  return applyThemeUpdate(applyThemeUpdate(defaultTheme, settings?.theme ?? {}), settings?.homeTheme ?? {});
}

export function getHomePage(locale: Locale) {
  return fetchContent({ query: homePageQuery, params: { lang: locale, now: liveAt() } });
}

export function getB2BPage(locale: Locale) {
  return fetchContent({ query: b2bPageQuery, params: { lang: locale } });
}

export function listTechnologies() {
  return fetchContent({ query: technologiesQuery });
}

export function getLegalPage(kind: LegalPageKind, locale: Locale) {
  return fetchContent({ query: legalPageQuery, params: { kind, lang: locale } });
}

export function getSitemapEntries() {
  return fetchContent({ query: sitemapQuery, params: { now: liveAt() } });
}
