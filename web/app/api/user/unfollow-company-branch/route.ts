import { companyBranchFollowBody } from '@/contracts/follows';
import { unfollowTarget } from '@/platform/follows/follows';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Stops following a company branch. */
export const POST = withUser('follow', async ({ request, user }) => {
  const { companyBranchID } = await readJsonBody(request, companyBranchFollowBody);
  await unfollowTarget(user.id, 'company', companyBranchID);
  return { companyBranchID, following: false };
});
