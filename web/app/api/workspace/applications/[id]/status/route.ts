import { memberStatusSchema } from '@/contracts/workspace';
import { rowId } from '@/platform/http/route-params';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { setStatusByMember } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';

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
