/**
 * Date ranges as CVs write them, in Czech and English: '03/2021 – současnost', '2019 – 2022',
 * 'březen 2020 - Present', 'Mar 2020 to May 2023', 'od 9. 2016 do 6. 2019'. Months come out as
 * 'YYYY-MM'; a bare year starts in January and ends in December.
 */

/** Month names by month number, nominative and genitive Czech, English, and their short forms. */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['leden', 'ledna', 'led', 'january', 'jan'],
  ['únor', 'února', 'úno', 'february', 'feb'],
  ['březen', 'března', 'bře', 'march', 'mar'],
  ['duben', 'dubna', 'dub', 'april', 'apr'],
  ['květen', 'května', 'kvě', 'may'],
  ['červen', 'června', 'čvn', 'june', 'jun'],
  ['červenec', 'července', 'čvc', 'july', 'jul'],
  ['srpen', 'srpna', 'srp', 'august', 'aug'],
  ['září', 'zář', 'september', 'sept', 'sep'],
  ['říjen', 'října', 'říj', 'october', 'oct'],
  ['listopad', 'listopadu', 'lis', 'november', 'nov'],
  ['prosinec', 'prosince', 'pro', 'december', 'dec'],
];

const monthByName = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** Longest first, so 'července' is not read as 'červen' and 'march' not as 'mar'. */
const monthAlternation = [...monthByName.keys()].sort((a, b) => b.length - a.length).join('|');

const PRESENT_WORDS = [
  'současnost',
  'současnosti',
  'dosud',
  'nyní',
  'dnes',
  'trvá',
  'present',
  'current',
  'now',
  'today',
  'ongoing',
];

// A date: 'březen 2020' / 'Mar. 2020', '03/2021' / '3. 2021' / '03.2021', '2021-03', or '2021'.
const DATE = String.raw`(?:(?:${monthAlternation})\.?\s+\d{4}|\d{1,2}\s*[/.]\s*\d{4}|\d{4}[-/]\d{1,2}(?!\d)|\d{4})`;
const END = String.raw`(?:${DATE}|(?:do\s+)?(?:${PRESENT_WORDS.join('|')}))`;
const SEPARATOR = String.raw`\s*(?:[–—-]|\bto\b|\baž\b|\bdo\b)\s*`;
// Letters of both languages count as word characters, so 'led' inside 'ledger' is no month.
const NOT_AFTER_LETTER = String.raw`(?<![\p{L}\d])`;
const NOT_BEFORE_LETTER = String.raw`(?![\p{L}\d])`;
const RANGE = new RegExp(
  String.raw`${NOT_AFTER_LETTER}(?:(?:od|from)\s+)?(${DATE})${SEPARATOR}(${END})${NOT_BEFORE_LETTER}(?:\s*\([^)]*\))?`,
  'iu',
);
/** A single start date with an open end: 'od 03/2021' / 'since March 2021'. */
const SINCE = new RegExp(String.raw`${NOT_AFTER_LETTER}(?:od|since)\s+(${DATE})${NOT_BEFORE_LETTER}`, 'iu');

export interface DateRange {
  /** 'YYYY-MM'. */
  from: string;
  /** 'YYYY-MM', or null for a current entry. */
  to: string | null;
  /** Where the range stands in the text, to cut it out of a heading line. */
  index: number;
  length: number;
}

const pad = (month: number) => String(month).padStart(2, '0');

/** One date as 'YYYY-MM', a bare year taking `yearMonth`; null when it names no real month. */
function readDate(text: string, yearMonth: number): string | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const named = value.match(/^([\p{L}]+)\.? (\d{4})$/u);
  if (named) {
    const month = monthByName.get(named[1]);
    return month ? `${named[2]}-${pad(month)}` : null;
  }
  const monthFirst = value.match(/^(\d{1,2}) ?[/.] ?(\d{4})$/);
  if (monthFirst) {
    const month = Number(monthFirst[1]);
    return month >= 1 && month <= 12 ? `${monthFirst[2]}-${pad(month)}` : null;
  }
  const yearFirst = value.match(/^(\d{4})[-/](\d{1,2})$/);
  if (yearFirst) {
    const month = Number(yearFirst[2]);
    return month >= 1 && month <= 12 ? `${yearFirst[1]}-${pad(month)}` : null;
  }
  return /^\d{4}$/.test(value) ? `${value}-${pad(yearMonth)}` : null;
}

const isPresent = (text: string) => PRESENT_WORDS.some((word) => text.toLowerCase().endsWith(word));

/** The years an entry may name; a number outside them is no year of a career ('1200 users'). */
const plausibleYear = (month: string) => {
  const year = Number(month.slice(0, 4));
  return year >= 1950 && year <= new Date().getUTCFullYear() + 10;
};

/** The first date range in `text`, or null. */
export function findDateRange(text: string): DateRange | null {
  const range = RANGE.exec(text);
  if (range) {
    const from = readDate(range[1], 1);
    const to = isPresent(range[2]) ? null : readDate(range[2], 12);
    const ordered = to === null || (from !== null && to >= from);
    if (from && plausibleYear(from) && (to === null || plausibleYear(to)) && ordered) {
      return { from, to, index: range.index, length: range[0].length };
    }
  }
  const since = SINCE.exec(text);
  if (since) {
    const from = readDate(since[1], 1);
    if (from && plausibleYear(from)) return { from, to: null, index: since.index, length: since[0].length };
  }
  return null;
}
