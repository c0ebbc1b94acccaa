import { ApiError } from '@/contracts/api-error';
import { signOut } from '@/server/auth/sign-out';
import { platformEnv } from '@/server/env';
import { errorResponse } from '@/server/http/errors';
import { isSameOriginRequest } from '@/server/http/origin';

export const dynamic = 'force-dynamic';

/** Ends the session (spec section 7: GET, answered 200); only for requests from this site. */
export async function GET(request: Request) {
  if (!isSameOriginRequest(request.headers, platformEnv().siteOrigin)) {
    return errorResponse(new ApiError(403, 'cross_site_logout', 'Logout is accepted only from this site.'));
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of await signOut(request.headers)) headers.append('Set-Cookie', cookie);
  return Response.json({ ok: true }, { headers });
}
