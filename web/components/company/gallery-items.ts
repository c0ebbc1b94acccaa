import type { SanityImageSource } from '@sanity/image-url';
import { type Locale, locales } from '@tribe/routes';
import { urlForImage } from '@/content/images/image-url';
import {
  assetDimensions,
  GALLERY_TILE_WIDTH,
  MODAL_IMAGE_WIDTHS,
  modalImageAlt,
  previewAspectRatio,
  VIDEO_POSTER_WIDTH,
} from '@/lib/company/media-sizes';

type ImageField = { asset?: { _ref: string } } | null | undefined;

export interface MediaSource {
  type: 'image' | 'video';
  image?: ImageField;
  previewImage?: ImageField;
  platform?: VideoPlatform | null;
  videoId?: string | null;
  aspectRatio?: string | null;
  altText?: string | null;
  videoUrl?: string | null;
  videoMimeType?: string | null;
  captions?: { cs?: string | null; en?: string | null } | null;
}

export type VideoPlatform = 'youtube' | 'vimeo' | 'file';

/** A video the site serves itself: its file and its captions by language. */
export interface VideoFile {
  src: string;
  mimeType: string | null;
  posterSrc: string | null;
  /** The page's language is shown by default. */
  captions: { lang: Locale; src: string; isDefault: boolean }[];
}

/** What the gallery and the media modal need of one media item, URLs already built. */
export interface GalleryItem {
  key: string;
  type: 'image' | 'video';
  tileSrc: string | null;
  tileAlt: string;
  /** The tile's width / height. */
  tileRatio: number;
  modalAlt: string;
  /** Full image URL by modal width (640, 1024, 1536, 2048). */
  modalSrcs: Record<number, string>;
  naturalWidth: number | null;
  naturalRatio: number | null;
  platform: 'youtube' | 'vimeo' | null;
  videoId: string | null;
  videoFile: VideoFile | null;
}

function videoFileOf(item: MediaSource, poster: SanityImageSource | null, locale: Locale): VideoFile | null {
  if (item.type !== 'video' || item.platform !== 'file' || !item.videoUrl) return null;
  const captions = locales.flatMap((lang) => {
    const src = item.captions?.[lang];
    return src ? [{ lang, src, isDefault: lang === locale }] : [];
  });
  return {
    src: item.videoUrl,
    mimeType: item.videoMimeType ?? null,
    posterSrc: poster ? urlForImage(poster).width(VIDEO_POSTER_WIDTH).url() : null,
    captions,
  };
}

/**
 * Gallery items in order; an item without an alt text of its own is named by its place, counted
 * from 1 over every item, images and videos alike.
 */
export function galleryItems(media: MediaSource[], companyName: string, locale: Locale): GalleryItem[] {
  return media.map((item, index) => {
    const picture = item.type === 'image' ? item.image : item.previewImage;
    const size = assetDimensions(picture?.asset?._ref);
    const naturalRatio = size ? size.width / size.height : null;
    const source = picture?.asset ? (picture as SanityImageSource) : null;
    return {
      key: `${index}`,
      type: item.type,
      tileSrc: source ? urlForImage(source).width(GALLERY_TILE_WIDTH).url() : null,
      tileAlt: modalImageAlt(item.altText, companyName, index),
      tileRatio: previewAspectRatio(item.aspectRatio) ?? naturalRatio ?? 4 / 3,
      modalAlt: modalImageAlt(item.altText, companyName, index),
      modalSrcs:
        source && item.type === 'image'
          ? Object.fromEntries(MODAL_IMAGE_WIDTHS.map((w) => [w, urlForImage(source).width(w).url()]))
          : {},
      naturalWidth: size?.width ?? null,
      naturalRatio,
      platform: item.type === 'video' && item.platform !== 'file' ? (item.platform ?? null) : null,
      videoId: item.type === 'video' && item.platform !== 'file' ? (item.videoId ?? null) : null,
      videoFile: videoFileOf(item, source, locale),
    };
  });
}
