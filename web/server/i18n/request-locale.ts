import 'server-only';
import { defaultLocale, LOCALE_COOKIE, type Locale, locales } from '@tribe/routes';
import { cookieValue } from '../http/cookie-value';

const isLocale = (value: string | null | undefined): value is Locale =>
  (locales as readonly (string | null | undefined)[]).includes(value);

/** The visitor's language: the locale cookie, else the first of Accept-Language we speak, else the site's default. */
export function requestLocale(headers: Headers): Locale {
  const chosen = cookieValue(headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  const accepted = (headers.get('accept-language') ?? '')
    .split(',')
    .map((entry) => {
      const [tag, ...params] = entry.trim().split(';');
      const quality = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0], quality: Number.isNaN(quality) ? 0 : quality };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  return accepted.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}

/** The locale asked for explicitly (`?language=`), else the visitor's. */
export function localeFrom(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('language') ?? undefined;
  return isLocale(asked) ? asked : requestLocale(request.headers);
}
