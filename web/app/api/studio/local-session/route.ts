import { localStudioSession } from '@/content/lake/local-session';
import { toErrorResponse } from '@/platform/http/errors';

export const dynamic = 'force-dynamic';

/** The offline Studio's lake address and token (no Sanity project, site on loopback only). */
export async function GET(request: Request) {
  try {
    return Response.json(await localStudioSession(request.headers), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return toErrorResponse(error);
  }
}
