import type { Locale } from '@tribe/routes';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';

export type Messages = typeof en;

/**
 * The message catalogue of a locale. A key missing in Czech falls back to English, the spec's
 * fallback locale (a test keeps both files complete, so this guards only against drift).
 */
export function messagesFor(locale: Locale): Messages {
  return locale === 'en' ? en : { ...en, ...cs };
}
