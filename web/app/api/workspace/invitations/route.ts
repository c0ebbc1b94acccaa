import { invitationSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { inviteMember, pendingInvitations } from '@/platform/workspace/invitations';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** The company's open invitations (owners only). */
export const GET = withMember(async ({ member }) => pendingInvitations(member.companyId), { role: 'owner' });

/** An owner invites an address as a recruiter or an owner; the link is e-mailed, never shown. */
export const POST = withMember(
  async ({ request, user, member }) => {
    const { email, role } = await readJsonBody(request, invitationSchema);
    const invitation = await inviteMember({
      companyId: member.companyId,
      email,
      role,
      invitedBy: user.id,
      inviterName: [user.name, user.surname].filter(Boolean).join(' '),
    });
    return Response.json(
      { id: invitation.id, email, role, expiresAt: invitation.expiresAt.toISOString() },
      { status: 201 },
    );
  },
  { role: 'owner', bucket: 'workspace-invite' },
);
