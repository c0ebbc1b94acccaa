import { ApiError } from '@/contracts/api-error';
import { inviteOwner, ownerInvitationSchema } from '@/platform/workspace/first-owner';
import { editorRoleOf } from '@/server/editors/editor-roles';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** An editor invites a company's owner to its workspace (what `pnpm companies invite` does). */
export const POST = withUser('workspace-invite', async ({ request, user }) => {
  const { company, email } = await readJsonBody(request, ownerInvitationSchema);
  if (!(await editorRoleOf(user.id))) {
    throw new ApiError(403, 'editors_only', 'Only editors can invite a company’s owner.');
  }
  const invitation = await inviteOwner(company, email, user.email, requestLocale(request.headers));
  return Response.json(
    { company: invitation.company, email, expiresAt: invitation.expiresAt.toISOString() },
    { status: 201 },
  );
});
