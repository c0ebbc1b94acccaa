import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_TEXT,
  CZECH_SLOVAK_LETTERS,
  FONTS_DIR,
  STYLESHEET_FILE,
  SUBSET_FONTS,
  stylesheet,
  subsetFile,
  unicodeRange,
} from '../../scripts/fonts/subsets';

const root = path.join(import.meta.dirname, '../..');

describe("the site's font subsets", () => {
  it('are committed as the generator makes them', async () => {
    expect(await readFile(path.join(FONTS_DIR, STYLESHEET_FILE), 'utf8')).toBe(stylesheet());
    for (const font of SUBSET_FONTS) {
      const committed = await readFile(path.join(FONTS_DIR, font.file));
      const generated = await subsetFile(font.source, font.text, font.drawnWeights);
      expect(committed.equals(generated), font.file).toBe(true);
    }
  });

  it('draw every character of the Czech and English messages and the demo content', async () => {
    const drawn = new Set([...CORE_TEXT, ...CZECH_SLOVAK_LETTERS]);
    const texts = await Promise.all(
      ['web/messages/cs.json', 'web/messages/en.json', 'content/dataset.ndjson'].map((file) =>
        readFile(path.join(root, file), 'utf8'),
      ),
    );
    const missing = new Set(
      [...texts.join('')].filter((character) => character >= ' ' && !drawn.has(character)),
    );
    expect([...missing]).toEqual([]);
  });

  it('name their characters in the stylesheet, consecutive ones as one span', () => {
    expect(unicodeRange('ba€c ')).toBe('U+0020,U+0061-0063,U+20AC');
    expect(stylesheet()).toContain(`unicode-range: ${unicodeRange(CZECH_SLOVAK_LETTERS)};`);
  });
});
