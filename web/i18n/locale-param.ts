import { type Locale, locales } from '@tribe/routes';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';

/** The `[locale]` route segment narrowed to a Locale; any other value is a 404. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) notFound();
  return locale;
}
