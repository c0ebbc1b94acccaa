import { LOCAL_IMAGE_BASE } from '../images/image-url';

/**
 * Where a client loads a local asset: the site's own image and file routes, with the path
 * Sanity's CDN would have (`images|files/{projectId}/{dataset}/{file}`), at the site's origin.
 */
export const localAssetUrl = (siteOrigin: string, assetPath: string) =>
  `${siteOrigin}${LOCAL_IMAGE_BASE}/${assetPath}`;
