import { createHash } from 'node:crypto';

export interface ImageField {
  _type: 'image';
  asset: { _type: 'reference'; _ref: string };
}

export interface PendingImage {
  id: string;
  sha1: string;
  width: number;
  height: number;
  svg: string;
  name: string;
}

/**
 * Collects the images a dataset uses. Each image's id follows Sanity's convention
 * (image-<sha1>-<w>x<h>-webp); the hash is of its SVG source, so ids are known before rendering.
 */
export class ImageCatalog {
  readonly pending = new Map<string, PendingImage>();

  add(name: string, svg: string, width: number, height: number): ImageField {
    const sha1 = createHash('sha1').update(svg).digest('hex');
    const id = `image-${sha1}-${width}x${height}-webp`;
    if (!this.pending.has(id)) this.pending.set(id, { id, sha1, width, height, svg, name });
    return { _type: 'image', asset: { _type: 'reference', _ref: id } };
  }
}
