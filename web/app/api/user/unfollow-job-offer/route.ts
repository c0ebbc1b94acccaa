import { jobOfferFollowBody } from '@/contracts/follows';
import { unfollowTarget } from '@/platform/follows/follows';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Stops following a job offer. */
export const POST = withUser('follow', async ({ request, user }) => {
  const { jobOfferID } = await readJsonBody(request, jobOfferFollowBody);
  await unfollowTarget(user.id, 'jobOffer', jobOfferID);
  return { jobOfferID, following: false };
});
