import { describe, expect, it } from 'vitest';
import { galleryItems } from '@/components/company/gallery-items';

const poster = { asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-1280x720-webp' } };

describe('galleryItems', () => {
  it("names a tile by the item's alt text, falling back to its place", () => {
    const [named, unnamed] = galleryItems(
      [
        { type: 'image', image: poster, altText: 'Obráběcí hala' },
        { type: 'image', image: poster, altText: null },
      ],
      'Strojírny Haná',
      'cs',
    );
    expect(named.tileAlt).toBe('Obráběcí hala');
    expect(unnamed.tileAlt).toBe('Strojírny Haná preview-2');
  });

  it('gives a video of its own its file, poster and captions, and no embed id', () => {
    const [item] = galleryItems(
      [
        {
          type: 'video',
          platform: 'file',
          videoId: 'ignored',
          previewImage: poster,
          videoUrl: '/content-images/files/tribelocal/production/clip.webm',
          videoMimeType: 'video/webm',
          captions: { cs: '/cs.vtt', en: null },
          altText: 'Video: Ranní směna',
        },
      ],
      'Strojírny Haná',
      'cs',
    );
    expect(item.platform).toBeNull();
    expect(item.videoId).toBeNull();
    expect(item.videoFile).toMatchObject({
      src: '/content-images/files/tribelocal/production/clip.webm',
      mimeType: 'video/webm',
      captions: [{ lang: 'cs', src: '/cs.vtt', isDefault: true }],
    });
    expect(new URL(item.videoFile?.posterSrc ?? '', 'http://site').searchParams.get('w')).toBe('1280');
  });

  it('leaves a YouTube video to its embed', () => {
    const [item] = galleryItems(
      [{ type: 'video', platform: 'youtube', videoId: 'dQw4w9WgXcQ', previewImage: poster }],
      'Pixelhouse',
      'cs',
    );
    expect(item).toMatchObject({ platform: 'youtube', videoId: 'dQw4w9WgXcQ', videoFile: null });
  });
});
