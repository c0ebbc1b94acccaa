/** A reader's pace: words read in a minute. */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of letters and digits, joined by a hyphen or an apostrophe ('e-shop', 'don't'). */
export const countWords = (text: string) => text.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** Minutes to read an article's text (its Portable Text body as plain text), at least one. */
export const readingMinutes = (text: string | null) =>
  Math.max(1, Math.ceil(countWords(text ?? '') / WORDS_PER_MINUTE));
