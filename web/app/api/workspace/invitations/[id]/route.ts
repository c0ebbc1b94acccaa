import { revokeInvitation } from '@/platform/workspace/invitations';
import { withMember } from '@/platform/workspace/with-member';
import { rowId } from '@/server/http/route-params';

export const dynamic = 'force-dynamic';

/** An owner withdraws an open invitation. */
export const DELETE = withMember(
  async ({ member, params }) => revokeInvitation(member.companyId, params.id),
  { role: 'owner', params: { id: rowId } },
);
