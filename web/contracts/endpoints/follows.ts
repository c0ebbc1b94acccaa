/** Following job offers and companies. */
import type { FollowTargetType } from '../follows';
import { withQuery } from './query';

export const followEndpoints = {
  jobOffer: {
    list: (language: string) => withQuery('/api/user/followed-job-offers', { language }),
    follow: '/api/user/follow-job-offer',
    unfollow: '/api/user/unfollow-job-offer',
  },
  company: {
    list: (language: string) => withQuery('/api/user/followed-company-branches', { language }),
    follow: '/api/user/follow-company-branch',
    unfollow: '/api/user/unfollow-company-branch',
  },
} satisfies Record<FollowTargetType, unknown>;
