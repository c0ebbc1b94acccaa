import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_STYLESHEET_FILE,
  fallbackStylesheet,
  HEADING_FONT_STACK,
} from '../../scripts/fonts/fallbacks';
import { FONTS_DIR } from '../../scripts/fonts/subsets';

const root = path.join(import.meta.dirname, '../..');

describe("the headings' shaped fallbacks", () => {
  it('are committed as the generator makes them', async () => {
    expect(await readFile(path.join(FONTS_DIR, FALLBACK_STYLESHEET_FILE), 'utf8')).toBe(fallbackStylesheet());
  });

  it("come between the headings' web font and the body's fonts in --font-display", async () => {
    const css = await readFile(path.join(root, 'web/app/globals.css'), 'utf8');
    const declared = css
      .match(/--font-display:([^;]+);/)?.[1]
      .replace(/\s+/g, ' ')
      .trim();
    expect(declared).toBe(`${HEADING_FONT_STACK}, var(--font-sans)`);
  });

  it('shape Arial, Liberation Sans and Roboto at both heading weights', () => {
    const css = fallbackStylesheet();
    for (const device of ['Arial', 'Liberation Sans', 'Roboto']) {
      const faces = css.split('@font-face').filter((face) => face.includes(`Fallback: ${device}"`));
      expect(faces.map((face) => face.match(/font-weight: ([^;]+);/)?.[1])).toEqual(['600 749', '750 900']);
      for (const face of faces) expect(face).toMatch(/size-adjust: \d+(\.\d+)?%;/);
    }
  });
});
