import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CZECH_SLOVAK_LETTERS } from '../../scripts/fonts/czech-slovak-subset';
import {
  GENERATED_DIR,
  hashedFileName,
  PATHS_MODULE_FILE,
  PUBLIC_FONTS_DIR,
  pathsModule,
  STYLESHEET_FILE,
  siteFontFaces,
  stylesheet,
  type WrittenFace,
} from '../../scripts/fonts/site-fonts';
import { SITE_FONT_PATHS } from '../../web/app/fonts/site-fonts';

const root = path.join(import.meta.dirname, '../..');

/** The code points of a CSS unicode-range ('U+0000-00FF,U+0131,...'). */
function rangeContains(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

async function generated(): Promise<WrittenFace[]> {
  const faces = await siteFontFaces();
  return Promise.all(
    faces.map(async (face) => ({ face, fileName: hashedFileName(face.name, await face.bytes()) })),
  );
}

describe("the site's own fonts", () => {
  it('are committed as the generator makes them, each file named by its content', async () => {
    const written = await generated();
    expect(await readFile(path.join(GENERATED_DIR, STYLESHEET_FILE), 'utf8')).toBe(stylesheet(written));
    expect(await readFile(path.join(GENERATED_DIR, PATHS_MODULE_FILE), 'utf8')).toBe(pathsModule(written));
    expect((await readdir(PUBLIC_FONTS_DIR)).sort()).toEqual(written.map(({ fileName }) => fileName).sort());
    for (const { face, fileName } of written) {
      const committed = await readFile(path.join(PUBLIC_FONTS_DIR, fileName));
      expect(committed.equals(await face.bytes()), fileName).toBe(true);
    }
  });

  it('are the files every page preloads, the latin ones and the Czech and Slovak letters of each family', async () => {
    expect(SITE_FONT_PATHS).toEqual([
      expect.stringMatching(/^\/fonts\/inter-latin-wght-normal\.[0-9a-f]{12}\.woff2$/),
      expect.stringMatching(/^\/fonts\/inter-czech-slovak-wght-normal\.[0-9a-f]{12}\.woff2$/),
      expect.stringMatching(/^\/fonts\/bricolage-grotesque-latin-wght-normal\.[0-9a-f]{12}\.woff2$/),
      expect.stringMatching(/^\/fonts\/bricolage-grotesque-czech-slovak-wght-normal\.[0-9a-f]{12}\.woff2$/),
    ]);
    const css = await readFile(path.join(GENERATED_DIR, STYLESHEET_FILE), 'utf8');
    for (const fontPath of SITE_FONT_PATHS) expect(css).toContain(`url(${fontPath})`);
  });

  it('hold every letter of the messages and the demo content in both languages', async () => {
    const ranges = (await siteFontFaces())
      .filter((face) => face.family === 'Inter Variable')
      .map((face) => rangeContains(face.unicodeRange));
    const texts = await Promise.all(
      ['web/messages/cs.json', 'web/messages/en.json', 'content/dataset.ndjson'].map((file) =>
        readFile(path.join(root, file), 'utf8'),
      ),
    );
    const missing = new Set(
      [...texts.join('')].filter(
        (letter) =>
          /\p{L}/u.test(letter) && !ranges.some((covers) => covers(letter.codePointAt(0) as number)),
      ),
    );
    expect([...missing]).toEqual([]);
    expect([...CZECH_SLOVAK_LETTERS].every((letter) => ranges[1](letter.codePointAt(0) as number))).toBe(
      true,
    );
  });
});
