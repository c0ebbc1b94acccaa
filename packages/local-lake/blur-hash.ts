import { encode } from 'blurhash';
import sharp from 'sharp';

/** BlurHash needs few pixels: its 4 × 3 components are the image's broadest colour waves. */
const SAMPLE_SIZE = 32;
const X_COMPONENTS = 4;
const Y_COMPONENTS = 3;

/** Sanity's `blurHash`: the image's BlurHash with 4 × 3 components, transparency on white. */
export async function blurHash(body: Buffer): Promise<string> {
  const { data, info } = await sharp(body)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, X_COMPONENTS, Y_COMPONENTS);
}
