import { draftMode } from 'next/headers';
import { fieldError } from '@/contracts/api-error';
import { safePreviewPath } from '@/platform/preview/preview-secret';
import { errorResponse } from '@/server/http/errors';

/** Leaves preview: back to published content, on the page given as `redirect` (a path on this site) or home. */
export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('redirect');
  const redirect = requested === null ? '/' : safePreviewPath(requested);
  if (!redirect) {
    return errorResponse(
      fieldError('redirect', 'invalid_redirect', 'redirect must be a path on this site, such as /cs/prace.'),
    );
  }
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { Location: redirect, 'Cache-Control': 'no-store' } });
}
