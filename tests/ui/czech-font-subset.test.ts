import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CZECH_SLOVAK_LETTERS,
  FONTS_DIR,
  STYLESHEET_FILE,
  SUBSET_FONTS,
  stylesheet,
  subsetFile,
} from '../../scripts/fonts/czech-slovak-subset';

const root = path.join(import.meta.dirname, '../..');

/** The code points of a CSS unicode-range ('U+0000-00FF,U+0131,...'). */
function rangeContains(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

async function fontsourceLatinRange(): Promise<string> {
  const css = await readFile(
    path.join(root, 'web/node_modules/@fontsource-variable/inter/index.css'),
    'utf8',
  );
  const rule = css.split('/* inter-latin-wght-normal */')[1];
  return /unicode-range:\s*([^;]+);/.exec(rule)?.[1] as string;
}

describe('the Czech and Slovak font subsets', () => {
  it('are committed as the generator makes them', async () => {
    expect(await readFile(path.join(FONTS_DIR, STYLESHEET_FILE), 'utf8')).toBe(stylesheet());
    for (const font of SUBSET_FONTS) {
      const committed = await readFile(path.join(FONTS_DIR, font.file));
      expect(committed.equals(await subsetFile(font.source)), font.file).toBe(true);
    }
  });

  it('hold every letter of the Czech messages and demo content that the latin files lack', async () => {
    const inLatin = rangeContains(await fontsourceLatinRange());
    const texts = await Promise.all(
      ['web/messages/cs.json', 'content/dataset.ndjson'].map((file) =>
        readFile(path.join(root, file), 'utf8'),
      ),
    );
    const missing = new Set(
      [...texts.join('')].filter(
        (letter) => !inLatin(letter.codePointAt(0) as number) && /\p{L}/u.test(letter),
      ),
    );
    for (const letter of CZECH_SLOVAK_LETTERS) missing.delete(letter);
    expect([...missing]).toEqual([]);
  });
});
