import { jobOfferFollowBody } from '@/contracts/follows';
import { followTarget } from '@/platform/follows/follows';
import { readJsonBody } from '@/server/http/validation';
import { withUser } from '@/server/http/with-user';

export const dynamic = 'force-dynamic';

/** Follows a job offer; following it again changes nothing. */
export const POST = withUser('follow', async ({ request, user }) => {
  const { jobOfferID } = await readJsonBody(request, jobOfferFollowBody);
  await followTarget(user.id, 'jobOffer', jobOfferID);
  return { jobOfferID, following: true };
});
