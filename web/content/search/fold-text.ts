/** Lower case without diacritics: 'Vývojář' and 'vyvojar' read the same. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Short words a query or a text carries that say nothing about an offer. */
const STOP_WORDS = new Set([
  'a',
  'i',
  'k',
  'ke',
  'o',
  's',
  'se',
  'u',
  'v',
  've',
  'z',
  'ze',
  'na',
  'do',
  'pro',
  'za',
  'od',
  'po',
  'an',
  'and',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** The folded words of a text, without stop words; '/' and '-' split words ('vývojář/ka', 'full-time'). */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((word) => word && !STOP_WORDS.has(word));
}
