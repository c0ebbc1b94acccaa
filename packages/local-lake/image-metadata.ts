import { contrastRatio, toHex } from '@tribe/schemas/theme/contrast';
import sharp from 'sharp';
import { blurHash } from './blur-hash';
import { paletteSwatches } from './image-palette';
import type { DecodedImage } from './upload-type';

/** Sanity's low-quality placeholder: the image 20 px wide, as a JPEG data URL. */
const LQIP_WIDTH = 20;

async function lqip(body: Buffer): Promise<string> {
  const placeholder = await sharp(body)
    .resize(LQIP_WIDTH)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 40 })
    .toBuffer();
  return `data:image/jpeg;base64,${placeholder.toString('base64')}`;
}

/** A palette swatch as Sanity describes one: the colour and a readable text colour on it. */
function swatch(background: string) {
  const text = contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000' : '#fff';
  return { _type: 'sanity.imagePaletteSwatch', background, foreground: text, title: text, population: 1 };
}

/**
 * The metadata Sanity keeps with an image: its dimensions, whether it has an alpha channel and
 * is opaque, two placeholders (`lqip`, `blurHash`), and its palette: the dominant colour and the
 * vibrant and muted swatches.
 */
export async function imageMetadata(body: Buffer, image: DecodedImage) {
  const { width, height, hasAlpha, isOpaque, dominant } = image;
  return {
    _type: 'sanity.imageMetadata',
    dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    hasAlpha,
    isOpaque,
    lqip: await lqip(body),
    blurHash: await blurHash(body),
    palette: {
      _type: 'sanity.imagePalette',
      dominant: swatch(toHex({ ...dominant, a: 1 }).toLowerCase()),
      ...(await paletteSwatches(body)),
    },
  };
}
