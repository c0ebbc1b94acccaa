import { memberStatusSchema } from '@/contracts/workspace';
import { setStatusByMember } from '@/platform/workspace/member-status';
import { requireMember } from '@/platform/workspace/members';
import { rowId } from '@/server/http/route-params';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/**
 * A member sets a candidate's status; the candidate is e-mailed with the optional message (its
 * placeholders filled) once the few seconds to undo have passed.
 */
export const POST = withUser(
  'workspace',
  async ({ request, user, params }) => {
    const { status, message } = await readJsonBody(request, memberStatusSchema);
    const member = await requireMember(user.id);
    return setStatusByMember(member, params.id, status, message, requestLocale(request.headers));
  },
  { params: { id: rowId } },
);
