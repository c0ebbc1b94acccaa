import type { Locale } from '@tribe/routes';

/** The language of an alert's messages. */
export const alertLocale = (alert: { locale: string }): Locale => (alert.locale === 'en' ? 'en' : 'cs');
