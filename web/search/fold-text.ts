/** Lower case without diacritics: 'Vývojář' and 'vyvojar' read the same. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Words a query or a text carries that say nothing about an offer ('Hledám práci jako …'). */
const STOP_WORDS = new Set([
  'ale',
  'bych',
  'chci',
  'hledam',
  'hledat',
  'idealne',
  'jako',
  'jsem',
  'mam',
  'me',
  'mi',
  'nebo',
  'nejlepe',
  'pozice',
  'pozici',
  'prace',
  'praci',
  'prosim',
  'am',
  'as',
  'ideally',
  'job',
  'looking',
  'my',
  'position',
  'want',
  'would',
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

/*
 * Tech names carry dots and hyphens that would otherwise split them: 'Node.js' and 'nodejs',
 * '.NET' and 'dotnet', 'front-end' and 'frontend' each read as one word. A hyphen between letters
 * joins ('full-time' → 'fulltime'); '/' still splits ('vývojář/ka').
 */
const JOINED_SPELLINGS: [RegExp, string][] = [
  [/(\p{L}[\p{L}\p{N}]*)\.js(?![\p{L}\p{N}])/gu, '$1js'],
  [/(?<![\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, 'dotnet'],
  [/(?<=\p{L})-(?=\p{L})/gu, ''],
];

const WORD_BREAK = /[^\p{L}\p{N}+#]+/u;

/** The folded words of a text, without stop words, tech spellings joined (see above). */
export function foldedWords(text: string): string[] {
  let folded = foldText(text);
  for (const [spelling, joined] of JOINED_SPELLINGS) folded = folded.replace(spelling, joined);
  return folded.split(WORD_BREAK).filter((word) => word && !STOP_WORDS.has(word));
}

/** The words of `text` that fold to `folded`, as typed ('UI' for 'ui' in 'UX/UI'); else `folded`. */
export function asTyped(text: string, folded: string): string {
  const wanted = folded.split(' ');
  const written = text.split(WORD_BREAK);
  for (let at = 0; at + wanted.length <= written.length; at++) {
    const run = written.slice(at, at + wanted.length);
    if (run.every((word, index) => foldText(word) === wanted[index])) return run.join(' ');
  }
  return folded;
}
