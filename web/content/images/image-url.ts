import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';

/** The local image route: the same URL shape as Sanity's image CDN, served by this app. */
export const LOCAL_IMAGE_BASE = '/content-images';

const online = Boolean(process.env.NEXT_PUBLIC_SANITY_PROJECT_ID);

const builder = createImageUrlBuilder({
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'tribelocal',
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  ...(online ? {} : { baseUrl: LOCAL_IMAGE_BASE }),
});

/** One builder for both modes: Sanity's CDN online, the app's own image route offline. */
export function urlForImage(source: SanityImageSource) {
  return builder.image(source).auto('format');
}
