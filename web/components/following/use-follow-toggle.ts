'use client';

import { useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import { useFollows } from '@/hooks/use-follows';
import { useMe } from '@/hooks/use-me';
import type { FollowKind } from '@/lib/follows/follow-endpoints';

/**
 * Follow state and toggle for one job offer or company. An anonymous visitor is asked to sign
 * in instead; the shown state changes only once the list, fetched again, says so.
 */
export function useFollowToggle(kind: FollowKind, id: string) {
  const { user } = useMe();
  const signInModal = useSignInModal();
  const follows = useFollows(kind);
  const [pending, setPending] = useState(false);
  const following = follows.isFollowing(id);

  const toggle = async () => {
    if (!user) {
      signInModal.open('please_sign_in_to_follow');
      return;
    }
    setPending(true);
    await (following ? follows.unfollow(id) : follows.follow(id));
    setPending(false);
  };

  return { following, pending, toggle };
}
