import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import imageUrl from '@/content/images/image-loader';
import { MAX_IMAGE_WIDTH } from '@/content/images/image-widths';
import { widestShown } from '@/content/images/widest-shown';

// The widths an image is offered in: small ones for icons and logos at 1x and 2x, then steps up
// to the widest the image route makes (six candidates keep the HTML small; a wider one would be
// the same image under a descriptor that lies).
const FIXED_WIDTHS = [32, 64, 96, 128, 256, 384, 640, 960, 1280, 1920, MAX_IMAGE_WIDTH];
const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920, MAX_IMAGE_WIDTH];
// Candidates up to twice the widest the image shows: a sharp image on a 2x screen; a 3x phone
// (430 px wide at most) is served the 1280 px one, which it cannot tell from a wider one.
const DENSITY = 2;
// For browsers without srcset.
const FALLBACK_WIDTH = 1280;
const QUALITY = 75;

type Size = { fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number };

export type ContentImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> &
  Size & {
    src: string;
    alt: string;
    /** Above the fold: fetched first and preloaded from the head instead of lazily. */
    priority?: boolean;
    /**
     * The media query outside which the page's CSS hides the image: a priority image is then
     * preloaded only where it shows and left lazy, so a screen that hides it does not fetch it
     * (an eager image is fetched even inside a hidden container).
     */
    shownOn?: string;
    /** Served at the URL as given, without a choice of widths. */
    unoptimized?: boolean;
  };

const smallestAtLeast = (width: number) =>
  FIXED_WIDTHS.find((candidate) => candidate >= width) ?? FIXED_WIDTHS[FIXED_WIDTHS.length - 1];

/** The responsive widths up to the first that covers the image at its widest on a 2x screen. */
function responsiveWidths(sizes: string | undefined) {
  const needed = DENSITY * widestShown(sizes ?? '100vw');
  const covering = RESPONSIVE_WIDTHS.findIndex((candidate) => candidate >= needed);
  return covering < 0 ? RESPONSIVE_WIDTHS : RESPONSIVE_WIDTHS.slice(0, covering + 1);
}

/** The candidate URLs: every width when `sizes` says how wide it shows, else 1x and 2x of its width. */
function sources(src: string, width: number | undefined, sizes: string | undefined) {
  if (sizes || width === undefined) {
    return {
      src: imageUrl({ src, width: FALLBACK_WIDTH, quality: QUALITY }),
      srcSet: responsiveWidths(sizes)
        .map((candidate) => `${imageUrl({ src, width: candidate, quality: QUALITY })} ${candidate}w`)
        .join(', '),
      sizes: sizes ?? '100vw',
    };
  }
  const [single, double] = [smallestAtLeast(width), smallestAtLeast(width * 2)];
  return {
    src: imageUrl({ src, width: double, quality: QUALITY }),
    srcSet: `${imageUrl({ src, width: single, quality: QUALITY })} 1x, ${imageUrl({ src, width: double, quality: QUALITY })} 2x`,
    sizes: undefined,
  };
}

/**
 * A content image as a plain server-rendered `<img>` with a width-based `srcset`, lazy unless it
 * is a priority image: what next/image does for these pages without its client code.
 */
export function ContentImage({
  src,
  alt,
  fill,
  width,
  height,
  sizes,
  priority,
  shownOn,
  unoptimized,
  style,
  ...img
}: ContentImageProps) {
  const chosen = unoptimized ? { src, srcSet: undefined, sizes: undefined } : sources(src, width, sizes);
  if (priority) {
    preload(chosen.src, {
      as: 'image',
      imageSrcSet: chosen.srcSet,
      imageSizes: chosen.sizes,
      fetchPriority: 'high',
      media: shownOn,
    });
  }
  return (
    // biome-ignore lint/performance/noImgElement: this is the site's image component
    <img
      {...img}
      alt={alt}
      {...chosen}
      width={width}
      height={height}
      loading={priority && !shownOn ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={fill ? { position: 'absolute', inset: 0, width: '100%', height: '100%', ...style } : style}
    />
  );
}
