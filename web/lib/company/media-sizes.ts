/** Image widths of the media modal (spec section 9), by the viewport's Tailwind breakpoint. */
export const MODAL_IMAGE_WIDTHS = [640, 1024, 1536, 2048] as const;
export const DEFAULT_MODAL_IMAGE_WIDTH = 1024;
export const GALLERY_TILE_WIDTH = 640;
/** A self-hosted video's poster: wide enough for the modal's player on a large screen. */
export const VIDEO_POSTER_WIDTH = 1280;
export const DEFAULT_VIDEO_ASPECT_RATIO = 16 / 9;

const breakpoints = { sm: 640, lg: 1024, '2xl': 1536 };

/** 640 up to sm, 1024 up to lg, 1536 up to 2xl, 2048 beyond; 1024 when the viewport is unknown. */
export function modalImageWidth(viewportWidth?: number): number {
  if (viewportWidth === undefined || !Number.isFinite(viewportWidth) || viewportWidth <= 0)
    return DEFAULT_MODAL_IMAGE_WIDTH;
  if (viewportWidth < breakpoints.sm) return 640;
  if (viewportWidth < breakpoints.lg) return 1024;
  if (viewportWidth < breakpoints['2xl']) return 1536;
  return 2048;
}

/** A gallery tile's alt text: '{company name} preview-{n}', n counted from 1. */
export function galleryTileAlt(companyName: string, index: number): string {
  return `${companyName} preview-${index + 1}`;
}

/** The media modal's alt text: the item's own altText, or the tile's when it has none. */
export function modalImageAlt(altText: string | null | undefined, companyName: string, index: number) {
  return altText?.trim() ? altText : galleryTileAlt(companyName, index);
}

/** A preview aspect ratio ('original', '1/1', '2/3', '3/2', '2.35/1') as a number; null for original. */
export function previewAspectRatio(value: string | null | undefined): number | null {
  const match = value?.match(/^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/);
  if (!match) return null;
  return Number(match[1]) / Number(match[2]);
}

/** Width and height from a Sanity image asset id ('image-<hash>-1200x800-webp'). */
export function assetDimensions(ref: string | undefined): { width: number; height: number } | null {
  const match = ref?.match(/-(\d+)x(\d+)-[a-z]+$/);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
