import { type AppPathname, fixedPrefix, locales, localizedTemplate, routeFacts } from '@tribe/routes';
import type { MetadataRoute } from 'next';
import { publicEnv } from '@/config/public-env';

// Areas of the app outside the localized pages.
const NON_PAGE_AREAS = ['/studio', '/api', '/auth'];

/** The fixed starts of every route crawlers should not visit, in both locales, the shortest first and none covered by another. */
function closedToCrawlers(): string[] {
  const prefixes = (Object.keys(routeFacts) as AppPathname[])
    .filter((route) => !routeFacts[route].indexable)
    .flatMap((route) => locales.map((locale) => fixedPrefix(localizedTemplate(route, locale))))
    .sort((a, b) => a.length - b.length);
  return prefixes.filter(
    (prefix, index) =>
      !prefixes.slice(0, index).some((shorter) => prefix === shorter || prefix.startsWith(`${shorter}/`)),
  );
}

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...NON_PAGE_AREAS, ...closedToCrawlers()] },
    sitemap: `${publicEnv.siteUrl}/sitemap.xml`,
  };
}
