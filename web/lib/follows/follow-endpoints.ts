import { fetchJson } from '@/lib/http/fetch-json';

export type FollowKind = 'jobOffer' | 'company';
export type FollowAction = 'follow' | 'unfollow';

/** The follow calls of spec section 7 and the log line each writes when it fails. */
export const followEndpoints = {
  jobOffer: {
    list: '/api/user/followed-job-offers',
    follow: '/api/user/follow-job-offer',
    unfollow: '/api/user/unfollow-job-offer',
    idField: 'jobOfferID',
    failure: { follow: 'Failed to follow job offer', unfollow: 'Failed to unfollow job offer' },
  },
  company: {
    list: '/api/user/followed-company-branches',
    follow: '/api/user/follow-company-branch',
    unfollow: '/api/user/unfollow-company-branch',
    idField: 'companyBranchID',
    failure: { follow: 'Failed to follow company-branch', unfollow: 'Failed to unfollow company-branch' },
  },
} as const;

/**
 * Sends a follow or unfollow call. On success the followed list is fetched again; on failure
 * nothing changes for the user and the spec's log line is written. Answers whether it worked.
 */
export async function changeFollow(
  kind: FollowKind,
  action: FollowAction,
  id: string,
  refetchList: () => Promise<unknown>,
): Promise<boolean> {
  const endpoint = followEndpoints[kind];
  try {
    await fetchJson(endpoint[action], { method: 'POST', json: { [endpoint.idField]: id } });
  } catch (error) {
    console.error(endpoint.failure[action], error);
    return false;
  }
  await refetchList();
  return true;
}
