import { readSession } from '@/server/auth/current-user';
import { toErrorResponse } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/** The signed-in user, or `{ user: null }` (spec section 7); passes on a refreshed session cookie. */
export async function GET(request: Request) {
  try {
    const { user, setCookies } = await readSession(request.headers);
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    return Response.json({ user }, { headers });
  } catch (error) {
    return toErrorResponse(error);
  }
}
