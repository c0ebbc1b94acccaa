import { assetsDirFor } from '@/content/images/asset-store';
import { ImageRequestError, parseTransform, transformAsset } from '@/content/images/transform';

/** Offline image pipeline: the demo and uploaded assets, resized and converted like Sanity's image CDN. */
export async function GET(
  request: Request,
  { params }: RouteContext<'/content-images/images/[projectId]/[dataset]/[file]'>,
) {
  const { file } = await params;
  try {
    const transform = parseTransform(new URL(request.url).searchParams);
    const image = await transformAsset(assetsDirFor(file), file, transform);
    return new Response(new Uint8Array(image.body), {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch (error) {
    if (!(error instanceof ImageRequestError)) throw error;
    return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
  }
}
