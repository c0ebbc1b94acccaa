import { memberStatusSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { setStatusByMember } from '@/platform/workspace/member-status';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** A member sets a candidate's status; the candidate is e-mailed with the optional message. */
export const POST = withMember<{ id: string }>(async ({ request, member, params }) => {
  const { status, message } = await readJsonBody(request, memberStatusSchema);
  return setStatusByMember(member, params.id, status, message);
});
