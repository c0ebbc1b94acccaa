'use client';

import { useEffect, useState } from 'react';
import { useSignInModal } from '@/components/auth/sign-in-modal-context';
import type { FollowKind } from '@/hooks/use-follows';
import { useFollows } from '@/hooks/use-follows';
import { useMe } from '@/hooks/use-me';

/**
 * Follow state and toggle for one job offer or company. An anonymous visitor is asked to sign
 * in instead, and the follow goes through once the sign-in succeeds; closing the modal without
 * signing in drops it. The shown state changes only once the list, fetched again, says so.
 */
export function useFollowToggle(kind: FollowKind, id: string) {
  const { user } = useMe();
  const signInModal = useSignInModal();
  const follows = useFollows(kind);
  const [pending, setPending] = useState(false);
  const [followAfterSignIn, setFollowAfterSignIn] = useState(false);
  const following = follows.isFollowing(id);

  const run = async (action: (id: string) => Promise<boolean>) => {
    setPending(true);
    await action(id);
    setPending(false);
  };

  const toggle = () => {
    if (user) return run(following ? follows.unfollow : follows.follow);
    setFollowAfterSignIn(true);
    signInModal.open('please_sign_in_to_follow');
  };

  useEffect(() => {
    if (!followAfterSignIn) return;
    if (user) {
      setFollowAfterSignIn(false);
      run(follows.follow);
    } else if (!signInModal.isOpen) {
      setFollowAfterSignIn(false);
    }
  });

  return { following, pending, toggle };
}
