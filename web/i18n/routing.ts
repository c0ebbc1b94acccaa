import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales, pathnames } from '@tribe/routes';
import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: false,
  pathnames,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
});
