import { invitationSchema } from '@/contracts/workspace';
import { inviteMember, pendingInvitations } from '@/platform/workspace/invitations';
import { requireMember } from '@/platform/workspace/members';
import { withMember } from '@/platform/workspace/with-member';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';
import { requestLocale } from '@/server/i18n/request-locale';

export const dynamic = 'force-dynamic';

/** The company's open invitations (owners only). */
export const GET = withMember(async ({ member }) => pendingInvitations(member.companyId), { role: 'owner' });

/**
 * An owner invites an address as a recruiter or an owner; the link is e-mailed, never shown. The
 * body is read before the membership, so a malformed request is told what is wrong with it.
 */
export const POST = withUser('workspace-invite', async ({ request, user }) => {
  const { email, role } = await readJsonBody(request, invitationSchema);
  const owner = await requireMember(user.id, 'owner');
  const invitation = await inviteMember({
    companyId: owner.companyId,
    email,
    role,
    invitedBy: user.id,
    inviterName: [user.name, user.surname].filter(Boolean).join(' '),
    locale: requestLocale(request.headers),
  });
  return Response.json(
    { id: invitation.id, email, role, expiresAt: invitation.expiresAt.toISOString() },
    { status: 201 },
  );
});
