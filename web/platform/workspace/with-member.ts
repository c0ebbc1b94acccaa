import 'server-only';
import type { CurrentUser } from '@/contracts/user';
import type { MemberRole } from '@/contracts/workspace';
import type { CompanyMember } from '@/server/db/schema';
import type { RateLimitBucket } from '@/server/http/rate-limit';
import type { ParamShapes, ParamsOf } from '@/server/http/route-params';
import { type RouteOptions, withUser } from '@/server/http/with-user';
import { requireMember } from './members';

export interface MemberRequest<Params> {
  request: Request;
  user: CurrentUser;
  member: CompanyMember;
  params: Params;
}

/**
 * Wraps a `/api/workspace/*` handler: everything `withUser` checks, then the caller's membership,
 * read on every request (403 for someone who is not, or no longer, a member; `role` 'owner'
 * refuses recruiters). The handler only ever sees its own company's member row. Handlers that
 * read a JSON body use `withUser` and `requireMember` after reading it instead, so a malformed
 * request is told what is wrong with it whoever sends it.
 */
export function withMember<Shapes extends ParamShapes = Record<never, never>>(
  handler: (context: MemberRequest<ParamsOf<Shapes>>) => Promise<Response | object>,
  options: RouteOptions<Shapes> & { role?: MemberRole; bucket?: RateLimitBucket } = {},
) {
  return withUser<Shapes>(
    options.bucket ?? 'workspace',
    async ({ request, user, params }) => {
      const member = await requireMember(user.id, options.role);
      return handler({ request, user, member, params });
    },
    options,
  );
}
