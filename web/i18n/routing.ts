import { defaultLocale, locales, pathnames } from '@tribe/routes';
import { defineRouting } from 'next-intl/routing';

/**
 * next-intl sets no locale cookie: its cookie went out with every page, and a shared cache
 * refuses (or worse, replays) an answer that sets a cookie. The language switch remembers a
 * chosen language itself, in the browser (`i18n/navigation.tsx`), and the proxy reads it for '/'.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: false,
  pathnames,
  localeCookie: false,
  // Each page's head names its other-language address (`lib/seo/page-metadata.ts`), with that
  // language's slug, as the sitemap does. next-intl's `Link` header would give a job or an
  // article this language's slug in both, and repeat any address, a 404's too, three times.
  alternateLinks: false,
});
