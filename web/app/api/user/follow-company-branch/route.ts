import { companyBranchFollowBody } from '@/contracts/follows';
import { followTarget } from '@/platform/follows/follows';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Follows a company branch; following it again changes nothing. */
export const POST = withUser('follow', async ({ request, user }) => {
  const { companyBranchID } = await readJsonBody(request, companyBranchFollowBody);
  await followTarget(user.id, 'company', companyBranchID);
  return { companyBranchID, following: true };
});
