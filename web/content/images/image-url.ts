import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { sanityProject } from '@tribe/studio/sanity-project';

/** The local image route: the same URL shape as Sanity's image CDN, served by this app. */
export const LOCAL_IMAGE_BASE = '/content-images';

const project = sanityProject();

const builder = createImageUrlBuilder({
  projectId: project.projectId,
  dataset: project.dataset,
  ...(project.online ? {} : { baseUrl: LOCAL_IMAGE_BASE }),
});

/** One builder for both modes: Sanity's CDN online, the app's own image route offline. */
export function urlForImage(source: SanityImageSource) {
  return builder.image(source).auto('format');
}
