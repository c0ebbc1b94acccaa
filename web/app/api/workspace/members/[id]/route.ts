import { removeMember } from '@/platform/workspace/members';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';

export const dynamic = 'force-dynamic';

/** An owner removes a member of their company. */
export const DELETE = withMember(async ({ member, params }) => removeMember(member, params.id), {
  role: 'owner',
  params: { id: rowId },
});
