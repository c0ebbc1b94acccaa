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
});
