import { memberStatusSchema } from '@/contracts/workspace';
import { setStatusByMember } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** A member sets a candidate's status; the candidate is e-mailed with the optional message. */
export const POST = withUser(
  'workspace',
  async ({ request, user, params }) => {
    const { status, message } = await readJsonBody(request, memberStatusSchema);
    return setStatusByMember(await requireMember(user.id), params.id, status, message);
  },
  { params: { id: rowId } },
);
