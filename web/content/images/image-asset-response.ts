import 'server-only';
import { ApiError } from '@/contracts/api-error';
import { taskLimiter } from '@/lib/concurrency/task-limiter';
import { errorResponse } from '@/server/http/errors';
import { consumeRateLimit } from '@/server/http/rate-limit';
import { assetsDirFor } from './asset-store';
import { readCachedImage, storeCachedImage, type TransformedImage } from './image-cache';
import { ImageRequestError, parseTransform, transformAsset } from './transform';

/** Transforms are CPU-bound: at most two at once, the rest wait their turn. */
const limitTransforms = taskLimiter(2);

const imageResponse = (image: TransformedImage) =>
  new Response(new Uint8Array(image.body), {
    headers: { 'Content-Type': image.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });

/**
 * A demo or uploaded image, resized and converted like Sanity's image CDN (the query names the
 * transform). Each result is kept on disk; only a transform not made before counts against the
 * caller's limit (`caller`: their address).
 */
export async function imageAssetResponse(request: Request, file: string, caller: string): Promise<Response> {
  try {
    const transform = parseTransform(new URL(request.url).searchParams);
    const cached = await readCachedImage(file, transform);
    if (cached) return imageResponse(cached);
    await consumeRateLimit('image-transform', caller);
    const image = await limitTransforms(() => transformAsset(assetsDirFor(file), file, transform));
    await storeCachedImage(file, transform, image.body);
    return imageResponse(image);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (!(error instanceof ImageRequestError)) throw error;
    return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
  }
}
