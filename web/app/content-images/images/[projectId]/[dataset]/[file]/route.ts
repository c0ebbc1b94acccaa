import { assetsDirFor } from '@/content/images/asset-store';
import { readCachedImage, storeCachedImage, type TransformedImage } from '@/content/images/image-cache';
import { ImageRequestError, parseTransform, transformAsset } from '@/content/images/transform';
import { ApiError } from '@/contracts/api-error';
import { taskLimiter } from '@/lib/concurrency/task-limiter';
import { clientIp } from '@/platform/http/client-ip';
import { errorResponse } from '@/platform/http/errors';
import { consumeRateLimit } from '@/platform/http/rate-limit';

/** Transforms are CPU-bound: at most two at once, the rest wait their turn. */
const limitTransforms = taskLimiter(2);

const imageResponse = (image: TransformedImage) =>
  new Response(new Uint8Array(image.body), {
    headers: { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });

/**
 * Offline image pipeline: the demo and uploaded assets, resized and converted like Sanity's image CDN. Each
 * result is kept on disk; only a transform not made before counts against the caller's limit.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { file } = await params;
  try {
    const transform = parseTransform(new URL(request.url).searchParams);
    const cached = await readCachedImage(file, transform);
    if (cached) return imageResponse(cached);
    await consumeRateLimit('image-transform', clientIp(request.headers));
    const image = await limitTransforms(() => transformAsset(assetsDirFor(file), file, transform));
    await storeCachedImage(file, transform, image.body);
    return imageResponse(image);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (!(error instanceof ImageRequestError)) throw error;
    return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
  }
}
