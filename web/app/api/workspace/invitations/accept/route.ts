import { acceptInvitationSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { withUser } from '@/platform/http/with-user';
import { acceptInvitation } from '@/platform/workspace/invitations';

export const dynamic = 'force-dynamic';

/** The signed-in account accepts an invitation sent to its address and joins the company. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { token } = await readJsonBody(request, acceptInvitationSchema);
  return acceptInvitation(user, token);
});
