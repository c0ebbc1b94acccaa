/**
 * WCAG 2 colour contrast, framework-free so both the Studio schemas and the web app use it.
 * Colours are hex strings (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) or `rgb(r g b / a)`.
 */

export type Rgba = { r: number; g: number; b: number; a: number };

/** The minimum contrast for normal-size text (WCAG 2 AA). */
export const MIN_TEXT_CONTRAST = 4.5;
/** The minimum contrast for lines, outlines and icons against what is next to them (WCAG 2 AA, 1.4.11). */
export const MIN_GRAPHIC_CONTRAST = 3;
export const NEAR_BLACK = '#010101';
export const WHITE = '#FFFFFF';

export function parseColor(color: string): Rgba | null {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value)?.[1];
  if (hex && hex.length !== 5 && hex.length !== 7) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a = 255] = [0, 2, 4, 6]
      .filter((i) => i < full.length)
      .map((i) => Number.parseInt(full.slice(i, i + 2), 16));
    return { r, g, b, a: a / 255 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)\s*)?\)$/i.exec(value);
  if (!rgb) return null;
  const [r, g, b] = rgb.slice(1, 4).map(Number);
  return { r, g, b, a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** A translucent colour as it looks over an opaque backdrop (white unless given). */
export function compositeOver(color: Rgba, backdrop: Rgba = { r: 255, g: 255, b: 255, a: 1 }): Rgba {
  const mix = (front: number, back: number) => front * color.a + back * (1 - color.a);
  return { r: mix(color.r, backdrop.r), g: mix(color.g, backdrop.g), b: mix(color.b, backdrop.b), a: 1 };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(color: Rgba): number {
  const { r, g, b } = compositeOver(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21); translucent colours are laid over white. */
export function contrastRatio(first: string, second: string): number {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) return Number.NaN;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function mixTowards(color: Rgba, target: number, amount: number): Rgba {
  const step = (c: number) => c + (target - c) * amount;
  return { r: step(color.r), g: step(color.g), b: step(color.b), a: 1 };
}

/**
 * Pages paint the same few company colours on every card of every render: each pair of colours is
 * worked out once (up to this many pairs, then anew).
 */
const SHADES_KEPT = 1_000;
const shadesWorkedOut = new Map<string, string>();

/**
 * A colour for `background` reaching `minimum`: the preferred colour when it already does,
 * otherwise the preferred colour darkened or lightened just enough, and near-black or white
 * when no shade of it passes.
 */
function shadeReaching(background: string, preferred: string, minimum: number): string {
  const key = `${background} ${preferred} ${minimum}`;
  let shade = shadesWorkedOut.get(key);
  if (shade === undefined) {
    if (shadesWorkedOut.size >= SHADES_KEPT) shadesWorkedOut.clear();
    shade = searchShade(background, preferred, minimum);
    shadesWorkedOut.set(key, shade);
  }
  return shade;
}

function searchShade(background: string, preferred: string, minimum: number): string {
  if (contrastRatio(background, preferred) >= minimum) return preferred;
  const base = parseColor(preferred);
  const surface = parseColor(background);
  if (!base || !surface) return preferred;
  const darkWins = contrastRatio(background, NEAR_BLACK) >= contrastRatio(background, WHITE);
  const opaque = compositeOver(base, compositeOver(surface));
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = toHex(mixTowards(opaque, darkWins ? 0 : 255, amount));
    if (contrastRatio(background, candidate) >= minimum) return candidate;
  }
  return darkWins ? NEAR_BLACK : WHITE;
}

/** A text colour for `background` reaching 4.5:1, as close to `preferred` as that allows. */
export function readableTextOn(background: string, preferred: string): string {
  return shadeReaching(background, preferred, MIN_TEXT_CONTRAST);
}

/** A colour for outlines and icons on `background` reaching 3:1, as close to `preferred` as that allows. */
export function visibleOn(background: string, preferred: string): string {
  return shadeReaching(background, preferred, MIN_GRAPHIC_CONTRAST);
}
