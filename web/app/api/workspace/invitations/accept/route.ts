import { acceptInvitationSchema } from '@/contracts/workspace';
import { acceptInvitation } from '@/platform/workspace/invitations';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The signed-in account accepts an invitation sent to its address and joins the company, hearing in the page's language. */
export const POST = withUser('workspace', async ({ request, user }) => {
  const { token } = await readJsonBody(request, acceptInvitationSchema);
  return acceptInvitation(user, token, requestLocale(request.headers));
});
