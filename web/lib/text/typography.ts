import type { Locale } from '@tribe/routes';

const NO_BREAK_SPACE = '\u00A0';

// A one-letter preposition or conjunction must not end a line (Czech typesetting rules): the space
// after it becomes a no-break space. It starts the text or follows a space, a bracket or a quote.
const ONE_LETTER_WORD = /(?<=^|[\s([„"“])([ksvzouaiKSVZOUAI])[ \t]+(?=\S)/g;
// A quote that opens: at the start, or after a space or a bracket, before a non-space.
const CZECH_OPENING_QUOTE = /(?<=^|[\s([])["“”](?=\S)/g;
const CZECH_CLOSING_QUOTE = /["”]/g;
const STRAIGHT_OPENING_QUOTE = /(?<=^|[\s([])"(?=\S)/g;
const STRAIGHT_QUOTE = /"/g;

const QUOTES: Record<Locale, [string, string]> = { cs: ['„', '“'], en: ['“', '”'] };

/**
 * A text set by the locale's typography. Czech: no-break spaces after the one-letter words
 * k, s, v, z, o, u, a, i, and „Czech quotes“ (straight and English quotes become Czech).
 * English: straight quotes become “curly” ones. Applying it twice changes nothing more.
 */
export function typeset(text: string, locale: Locale): string {
  if (locale === 'cs') {
    return text
      .replace(ONE_LETTER_WORD, `$1${NO_BREAK_SPACE}`)
      .replace(CZECH_OPENING_QUOTE, '„')
      .replace(CZECH_CLOSING_QUOTE, '“');
  }
  return text.replace(STRAIGHT_OPENING_QUOTE, '“').replace(STRAIGHT_QUOTE, '”');
}

/** A text in the locale's quotation marks: „…“ in Czech, “…” in English. */
export function quote(text: string, locale: Locale): string {
  const [open, close] = QUOTES[locale];
  return `${open}${text}${close}`;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the locale writes it: 12 500,5 in Czech (no-break spaces), 12,500.5 in English. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * Keys whose strings are not prose: Sanity's own fields (_id, _type, _ref, _key…), addresses,
 * and the values the filters and the For you ranking send back and compare with the stored
 * content (a typeset city or value tag would no longer match it).
 */
const NOT_PROSE = new Set([
  'slug',
  'href',
  'url',
  'key',
  'city',
  'cities',
  'locations',
  'values',
  'valueTags',
]);

function isProse(key: string): boolean {
  return !key.startsWith('_') && !NOT_PROSE.has(key);
}

/**
 * Content as the locale typesets it: every prose string in it, at any depth (Portable Text
 * spans included), through `typeset`. Identifiers and filter values stay as stored.
 */
export function typesetContent<T>(value: T, locale: Locale): T {
  if (typeof value === 'string') return typeset(value, locale) as T;
  if (Array.isArray(value)) return value.map((item) => typesetContent(item, locale)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = isProse(key) ? typesetContent(item, locale) : item;
  }
  return result as T;
}
