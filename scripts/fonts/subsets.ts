import { readFile } from 'node:fs/promises';
import path from 'node:path';
// @ts-expect-error subset-font ships no type declarations
import subsetFont from 'subset-font';

const root = path.join(import.meta.dirname, '../..');
const fontsourceDir = path.join(root, 'web/node_modules/@fontsource-variable');

const codePoints = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/**
 * What the site's Czech and English text is set in, from fontsource's latin file: ASCII, the
 * Latin-1 signs and the Latin-1 letters of Czech and Slovak, general punctuation (dashes, Czech and
 * English quotes, the ellipsis, the spaces numbers are grouped with), the euro and the minus.
 * Fontsource's latin file (48 KB for Inter) also draws the rest of Western Europe's letters.
 */
export const CORE_TEXT = `${codePoints(0x20, 0x7e)}${codePoints(0xa0, 0xbf)}ÁáÄäÉéÍíÓóÔôÚúÝý×÷${codePoints(0x2000, 0x206f)}€−™`;

/** The letters of Czech and Slovak outside Latin-1, which fontsource puts in its latin-ext file (84 KB for Inter). */
export const CZECH_SLOVAK_LETTERS = 'ČčĎďĚěĹĺĽľŇňŔŕŘřŠšŤťŮůŽž';

/**
 * The OpenType features kept: kerning, ligatures and mark placement, the variable font's own
 * substitutions, and tabular figures (`tabular-nums`). The stylistic sets and alternates nothing
 * asks for are left out.
 */
const KEPT_FEATURES = ['calt', 'ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'];

const SUBSETS = [
  { name: 'core', fontsourceSubset: 'latin', text: CORE_TEXT },
  { name: 'czech-slovak', fontsourceSubset: 'latin-ext', text: CZECH_SLOVAK_LETTERS },
] as const;

/** A stretch of the weight axis, from its lightest to its heaviest weight. */
export interface WeightRange {
  min: number;
  max: number;
}

/**
 * `weights` is the stretch fontsource's rules declare (and its files draw), kept in the subsets'
 * rules so the browser's font matching sees one face per family and picks a file by character
 * alone. `drawnWeights` is the stretch of the weight axis the subset files keep: the weights the
 * site's text is set in (Inter from normal to bold, Bricolage from the headings' semibold to its
 * heaviest, 800, which `font-black` gets too). A weight outside it would be drawn at its nearest
 * end; e2e/fonts.spec.ts checks that no text asks for one.
 */
export const FAMILIES = [
  {
    family: 'Inter Variable',
    fontsourcePackage: 'inter',
    weights: { min: 100, max: 900 },
    drawnWeights: { min: 400, max: 700 },
  },
  {
    family: 'Bricolage Grotesque Variable',
    fontsourcePackage: 'bricolage-grotesque',
    weights: { min: 200, max: 800 },
    drawnWeights: { min: 600, max: 800 },
  },
] as const;

/** Each family's subsets: where it is cut from, the file it is written to, and what it draws. */
export const SUBSET_FONTS = FAMILIES.flatMap(({ family, fontsourcePackage, weights, drawnWeights }) =>
  SUBSETS.map(({ name, fontsourceSubset, text }) => ({
    family,
    weights,
    drawnWeights,
    text,
    source: path.join(
      fontsourceDir,
      fontsourcePackage,
      `files/${fontsourcePackage}-${fontsourceSubset}-wght-normal.woff2`,
    ),
    file: `${fontsourcePackage}-${name}-wght-normal.woff2`,
  })),
);

export const FONTS_DIR = path.join(root, 'web/app/fonts');
export const STYLESHEET_FILE = 'subsets.css';

/** A CSS unicode-range naming the text's code points, consecutive ones as one span. */
export function unicodeRange(text: string): string {
  const sorted = [...new Set([...text].map((letter) => letter.codePointAt(0) as number))].sort(
    (a, b) => a - b,
  );
  const spans: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = spans.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else spans.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/** The WOFF2 font holding just the text's characters of a fontsource file, in the given weights. */
export async function subsetFile(source: string, text: string, drawnWeights: WeightRange): Promise<Buffer> {
  return subsetFont(await readFile(source), text, {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: drawnWeights },
  });
}

/**
 * The @font-face rules of the subsets. Imported after fontsource's rules, they are checked first
 * for their characters (CSS Fonts: overlapping ranges are tried last rule first), so a page
 * downloads a fontsource file only when it shows a character no subset draws.
 */
export function stylesheet(): string {
  const rules = SUBSET_FONTS.map(
    (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weights.min} ${font.weights.max};
  src: url(./${font.file}) format('woff2-variations');
  unicode-range: ${unicodeRange(font.text)};
}
`,
  );
  return `/* Generated by \`pnpm fonts:generate\` (scripts/fonts); do not edit. */\n${rules.join('\n')}`;
}
