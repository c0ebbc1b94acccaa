/*
 * A light Czech stemmer after Dolamic and Savoy (the one Lucene ships as CzechStemmer): it cuts
 * case endings and evens out the consonant changes they cause. It works on folded words (no
 * diacritics), so a query typed without háčky and čárky stems like the text. Two departures for
 * job titles: the feminine -ka of a profession goes too ('testerka', 'řidička' find 'tester',
 * 'řidič'), possessive -ov/-in/-ův stays, as it would cut tech names (Kotlin, Jenkins), and the
 * mobile e before a last consonant and a final -ct/-st stay too: on folded words they changed names
 * the stemmer cannot tell from Czech ('pixel' → 'pixl', 'react' → 'reack').
 */

const CASE_ENDINGS: [minLength: number, endings: string[]][] = [
  [8, ['atech']],
  [7, ['etem', 'atum']],
  [
    6,
    [
      'ech',
      'ich',
      'eho',
      'emi',
      'emu',
      'ete',
      'eti',
      'iho',
      'imi',
      'imu',
      'ach',
      'ata',
      'aty',
      'ych',
      'ama',
      'ami',
      'ove',
      'ovi',
      'ymi',
    ],
  ],
  [5, ['em', 'es', 'im', 'um', 'at', 'am', 'os', 'us', 'ym', 'mi', 'ou']],
  [4, ['a', 'e', 'i', 'o', 'u', 'y']],
];

function removeCase(word: string): string {
  for (const [minLength, endings] of CASE_ENDINGS) {
    if (word.length < minLength) continue;
    const ending = endings.find((candidate) => word.endsWith(candidate));
    if (ending) return word.slice(0, -ending.length);
  }
  return word;
}

/** 'testerk' (from testerka, testerky) → 'tester'; 'ridick' (řidička) → 'ridic'. */
function removeFeminine(stem: string): string {
  return stem.length >= 6 && /[rcs]k$/.test(stem) ? stem.slice(0, -1) : stem;
}

function normalizeConsonants(word: string): string {
  if (word.endsWith('c')) return `${word.slice(0, -1)}k`;
  if (word.endsWith('z')) return `${word.slice(0, -1)}h`;
  return word;
}

/** The stem of a folded Czech word; words of three letters or fewer, and numbers, stay whole. */
export function stemCzech(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return normalizeConsonants(removeFeminine(removeCase(word)));
}
