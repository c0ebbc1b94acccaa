import { fileAssetResponse } from '@/content/images/file-asset-response';

/** Offline file delivery: the files uploaded through the local Content Lake, like Sanity's file CDN. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ projectId: string; dataset: string; file: string }> },
) {
  const { dataset, file } = await params;
  return fileAssetResponse(request, dataset, file);
}
