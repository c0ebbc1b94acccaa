import { bulkStatusSchema } from '@/contracts/workspace';
import { readJsonBody } from '@/platform/http/validation';
import { setStatusInBulk } from '@/platform/workspace/member-status';
import { withMember } from '@/platform/workspace/with-member';

export const dynamic = 'force-dynamic';

/** Sets one status on several of the company's applications, each candidate e-mailed. */
export const POST = withMember(async ({ request, member }) => {
  const { ids, status, message } = await readJsonBody(request, bulkStatusSchema);
  return setStatusInBulk(member, ids, status, message);
});
