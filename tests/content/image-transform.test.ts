import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import imageLoader from '@/content/images/image-loader';
import { urlForImage } from '@/content/images/image-url';
import { ImageRequestError, parseTransform, transformAsset } from '@/content/images/transform';

const assetsDir = path.join(import.meta.dirname, '../../content/assets');
const anAsset = readdirSync(assetsDir).find((file) => file.endsWith('-1200x800.webp'))!;

describe('the offline image pipeline', () => {
  it('resizes a stored asset to the requested width and format', async () => {
    const image = await transformAsset(
      assetsDir,
      anAsset,
      parseTransform(new URLSearchParams('w=640&fm=jpg&q=70')),
    );
    expect(image.contentType).toBe('image/jpeg');
    const meta = await sharp(image.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
  });

  it('never enlarges and caps the width at 2048', async () => {
    const image = await transformAsset(assetsDir, anAsset, parseTransform(new URLSearchParams('w=4000')));
    expect((await sharp(image.body).metadata()).width).toBe(1200);
  });

  it('answers 404 for a missing asset and 400 for bad parameters', async () => {
    await expect(
      transformAsset(assetsDir, `${'0'.repeat(40)}-10x10.webp`, parseTransform(new URLSearchParams())),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      transformAsset(assetsDir, '../../package.json', parseTransform(new URLSearchParams())),
    ).rejects.toMatchObject({ status: 404 });
    expect(() => parseTransform(new URLSearchParams('w=abc'))).toThrow(ImageRequestError);
    expect(() => parseTransform(new URLSearchParams('fm=gif'))).toThrow('fm must be one of');
    expect(() => parseTransform(new URLSearchParams('q=0'))).toThrow('q must be');
  });

  it("builds URLs in the shape of Sanity's image CDN, pointing at the app's own route", () => {
    const ref = `image-${anAsset.replace('.webp', '')}-webp`;
    const url = urlForImage({ asset: { _ref: ref } })
      .width(640)
      .url();
    expect(url).toBe(`/content-images/images/tribelocal/production/${anAsset}?w=640&auto=format`);
    expect(imageLoader({ src: url, width: 1024, quality: 80 })).toBe(
      `/content-images/images/tribelocal/production/${anAsset}?w=1024&auto=format&q=80`,
    );
  });
});
