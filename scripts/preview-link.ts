/** Prints a link that opens a preview route with draft mode on: `pnpm preview:link /cs/company/preview/company-pixelhouse`. */

import { publicEnv } from '../web/config/public-env';
import { draftModeEndpoints } from '../web/contracts/endpoints/studio';
import { previewSecret, safePreviewPath } from '../web/platform/preview/preview-secret';

const path = safePreviewPath(process.argv[2] ?? null);
if (!path) {
  console.error('Give the preview path, e.g. pnpm preview:link /cs/company/preview/company-pixelhouse');
  process.exit(1);
}
console.log(`${publicEnv.siteUrl}${draftModeEndpoints.enable(previewSecret(), path)}`);
