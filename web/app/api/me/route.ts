import { membershipOf } from '@/platform/workspace/members';
import { readSession } from '@/server/auth/current-user';
import { toErrorResponse } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/**
 * The signed-in user, or `{ user: null }` (spec section 7); passes on a refreshed session cookie.
 * A signed-in user's answer also says whether they belong to a company's workspace, which the
 * header links to.
 */
export async function GET(request: Request) {
  try {
    const { user, setCookies } = await readSession(request.headers);
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    const body = user ? { user, companyMember: (await membershipOf(user.id)) !== null } : { user };
    return Response.json(body, { headers });
  } catch (error) {
    return toErrorResponse(error);
  }
}
