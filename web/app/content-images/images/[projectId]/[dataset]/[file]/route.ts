import { imageAssetResponse } from '@/content/images/image-asset-response';
import { clientIp } from '@/server/http/client-ip';

/** Offline image pipeline: the demo and uploaded assets, resized and converted like Sanity's image CDN. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { file } = await params;
  return imageAssetResponse(request, file, clientIp(request.headers));
}
