import { describe, expect, it } from 'vitest';
import {
  assetDimensions,
  galleryTileAlt,
  modalImageAlt,
  modalImageWidth,
  previewAspectRatio,
} from '@/lib/company/media-sizes';
import { youtubeEmbedUrl } from '@/lib/company/youtube-embed';

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie host with exactly the spec parameters', () => {
    const url = new URL(youtubeEmbedUrl('dQw4w9WgXcQ', { autoplay: true, controls: true }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '1',
      controls: '1',
      playsinline: '1',
      showinfo: '0',
      rel: '0',
      iv_load_policy: '3',
      enablejsapi: '1',
      widgetid: '0',
    });
  });

  it('writes autoplay and controls off as 0', () => {
    const url = new URL(youtubeEmbedUrl('abc', { autoplay: false, controls: false }));
    expect(url.searchParams.get('autoplay')).toBe('0');
    expect(url.searchParams.get('controls')).toBe('0');
  });
});

describe('modalImageWidth', () => {
  it.each([
    [360, 640],
    [639, 640],
    [640, 1024],
    [1023, 1024],
    [1024, 1536],
    [1535, 1536],
    [1536, 2048],
    [2560, 2048],
  ])('a %i px viewport gets %i', (viewport, width) => {
    expect(modalImageWidth(viewport)).toBe(width);
  });

  it('is 1024 when the viewport is unknown', () => {
    expect(modalImageWidth(undefined)).toBe(1024);
    expect(modalImageWidth(Number.NaN)).toBe(1024);
  });
});

describe('alt texts', () => {
  it('names a tile by the company and its place, counted from 1', () => {
    expect(galleryTileAlt('Knihomol', 0)).toBe('Knihomol preview-1');
    expect(galleryTileAlt('Knihomol', 3)).toBe('Knihomol preview-4');
  });

  it("gives the modal the item's own altText, else the tile's", () => {
    expect(modalImageAlt('Our office', 'Knihomol', 0)).toBe('Our office');
    expect(modalImageAlt(null, 'Knihomol', 1)).toBe('Knihomol preview-2');
    expect(modalImageAlt('  ', 'Knihomol', 2)).toBe('Knihomol preview-3');
  });
});

describe('media sizes', () => {
  it('reads preview aspect ratios; original is null', () => {
    expect(previewAspectRatio('3/2')).toBe(1.5);
    expect(previewAspectRatio('2.35/1')).toBe(2.35);
    expect(previewAspectRatio('original')).toBeNull();
  });

  it('reads dimensions from an asset id', () => {
    expect(assetDimensions('image-abc-1200x800-webp')).toEqual({ width: 1200, height: 800 });
    expect(assetDimensions(undefined)).toBeNull();
  });
});
