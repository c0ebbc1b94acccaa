'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { endpoints } from '@/contracts/endpoints';
import type { FollowedItem, FollowTargetType } from '@/contracts/follows';
import { fetchJson } from '@/lib/http/fetch-json';
import { useMe, withUserCheck } from './use-me';

export type FollowKind = FollowTargetType;
export type FollowAction = 'follow' | 'unfollow';

/** What each follow call of spec section 7 sends and the log line it writes when it fails. */
const followCalls = {
  jobOffer: {
    idField: 'jobOfferID',
    failure: { follow: 'Failed to follow job offer', unfollow: 'Failed to unfollow job offer' },
  },
  company: {
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
  const call = followCalls[kind];
  try {
    await fetchJson(endpoints.follows[kind][action], { method: 'POST', json: { [call.idField]: id } });
  } catch (error) {
    console.error(call.failure[action], error);
    return false;
  }
  await refetchList();
  return true;
}

/**
 * The job offers or companies the signed-in user follows, in the page's language, with follow
 * and unfollow. Nothing is fetched without a user; the list is keyed by user, so signing out
 * or in as somebody else never shows another person's hearts.
 */
export function useFollows(kind: FollowKind) {
  const me = useMe();
  const { user } = me;
  const locale = useLocale();
  const key = user ? [endpoints.follows[kind].list(locale), user.id] : null;
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
