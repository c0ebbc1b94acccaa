import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';
import { routing } from './routing';
import { TIME_ZONE } from './time-zone';

// A locale passed explicitly (getTranslations({ locale })) is used as it is: reading the request's
// locale would touch the request headers and make static pages render per request.
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messagesFor(locale), timeZone: TIME_ZONE };
});
