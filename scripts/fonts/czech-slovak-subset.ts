import { readFile } from 'node:fs/promises';
// @ts-expect-error subset-font ships no type declarations
import subsetFont from 'subset-font';

/**
 * The letters of Czech and Slovak outside Latin-1. Fontsource puts them in its latin-ext file
 * (84 KB for Inter), which every Czech page would otherwise download for these few letters.
 */
export const CZECH_SLOVAK_LETTERS = 'ČčĎďĚěĹĺĽľŇňŔŕŘřŠšŤťŮůŽž';

/** A CSS unicode-range naming each of the letters. */
export function unicodeRange(letters: string): string {
  return [...letters]
    .map((letter) => `U+${(letter.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(',');
}

/** The WOFF2 font holding just the Czech and Slovak letters of a fontsource file (axes kept). */
export async function subsetFile(source: string): Promise<Buffer> {
  return subsetFont(await readFile(source), CZECH_SLOVAK_LETTERS, { targetFormat: 'woff2' });
}
