import { DefaultGenerator } from '@vibrant/generator-default';
import { MMCQ } from '@vibrant/quantizer-mmcq';
import sharp from 'sharp';

/** Enough pixels for the colours of an image, few enough to quantise at once. */
const SAMPLE_SIZE = 64;
/** Colours of the first quantisation, from which the six swatches are picked (node-vibrant's default). */
const COLOR_COUNT = 64;

/** Sanity's palette keys, each for a swatch node-vibrant's generator picks. */
const SWATCH_NAMES = {
  vibrant: 'Vibrant',
  darkVibrant: 'DarkVibrant',
  lightVibrant: 'LightVibrant',
  muted: 'Muted',
  darkMuted: 'DarkMuted',
  lightMuted: 'LightMuted',
} as const;

interface PaletteSwatch {
  _type: 'sanity.imagePaletteSwatch';
  background: string;
  foreground: string;
  title: string;
  /** The swatch's share of the image's visible pixels, in percent. */
  population: number;
}

type PaletteSwatches = Partial<Record<keyof typeof SWATCH_NAMES, PaletteSwatch>>;

/**
 * The vibrant and muted swatches of an image (MMCQ quantisation, then node-vibrant's choice of
 * the six), each with readable text colours. A swatch the image has no colour for is left out
 * rather than made up; fully transparent pixels do not count.
 */
export async function paletteSwatches(body: Buffer): Promise<PaletteSwatches> {
  const { data } = await sharp(body)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let visible = 0;
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] > 0) visible++;
  if (visible === 0) return {};
  const palette = await DefaultGenerator(MMCQ(data, { colorCount: COLOR_COUNT }));
  const swatches: PaletteSwatches = {};
  for (const [key, name] of Object.entries(SWATCH_NAMES) as [keyof typeof SWATCH_NAMES, string][]) {
    const swatch = palette[name];
    if (!swatch || swatch.population === 0) continue;
    swatches[key] = {
      _type: 'sanity.imagePaletteSwatch',
      background: swatch.hex,
      foreground: swatch.bodyTextColor,
      title: swatch.titleTextColor,
      population: Math.round((swatch.population / visible) * 10_000) / 100,
    };
  }
  return swatches;
}
