'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { FollowedItem } from '@/contracts/follows';
import { changeFollow, type FollowKind, followEndpoints } from '@/lib/follows/follow-endpoints';
import { fetchJson } from '@/lib/http/fetch-json';
import { useMe, withUserCheck } from './use-me';

/**
 * The job offers or companies the signed-in user follows, in the page's language, with follow
 * and unfollow. Nothing is fetched without a user; the list is keyed by user, so signing out
 * or in as somebody else never shows another person's hearts.
 */
export function useFollows(kind: FollowKind) {
  const me = useMe();
  const { user } = me;
  const locale = useLocale();
  const key = user ? [`${followEndpoints[kind].list}?language=${locale}`, user.id] : null;
  const { data, error, isLoading, mutate } = useSWR(key, ([url]: [string]) => fetchJson<FollowedItem[]>(url));
  const followedIds = useMemo(() => new Set(data?.map((item) => item.id)), [data]);
  const items = user ? data : undefined;
  return withUserCheck(me, {
    items,
    error,
    isLoading,
    reload: () => mutate(),
    isFollowing: (id: string) => Boolean(items) && followedIds.has(id),
    follow: (id: string) => changeFollow(kind, 'follow', id, mutate),
    unfollow: (id: string) => changeFollow(kind, 'unfollow', id, mutate),
  });
}
