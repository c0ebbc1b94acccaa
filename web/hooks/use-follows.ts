'use client';

import { useMemo } from 'react';
import { followEndpoints } from '@/contracts/endpoints/follows';
import type { FollowedItem, FollowTargetType } from '@/contracts/follows';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { type FetchRequest, fetchedStore, useFetched } from './fetched-store';
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
    await fetchJson(followEndpoints[kind][action], { method: 'POST', json: { [call.idField]: id } });
  } catch (error) {
    console.error(call.failure[action], error);
    return false;
  }
  await refetchList();
  return true;
}

/** One user's followed list in a language: keyed by user, so another person's hearts never show. */
export function followedListRequest(
  kind: FollowKind,
  userId: string,
  language: string,
): FetchRequest<FollowedItem[]> {
  const url = followEndpoints[kind].list(language);
  return { key: `${url} ${userId}`, load: () => fetchJson<FollowedItem[]>(url) };
}

/**
 * The job offers or companies the signed-in user follows, in the page's language, with follow
 * and unfollow. Nothing is fetched without a user; the list is keyed by user, so signing out
 * or in as somebody else never shows another person's hearts.
 */
export function useFollows(kind: FollowKind) {
  const me = useMe();
  const { user } = me;
  const locale = useLocaleParam();
  const request = useMemo(
    () => (user ? followedListRequest(kind, user.id, locale) : null),
    [kind, user, locale],
  );
  const { data, error, isLoading } = useFetched(request);
  const followedIds = useMemo(() => new Set(data?.map((item) => item.id)), [data]);
  const items = user ? data : undefined;
  const reload = () => (request ? fetchedStore.revalidate(request) : Promise.resolve(undefined));
  return withUserCheck(me, {
    items,
    error,
    isLoading,
    reload,
    isFollowing: (id: string) => Boolean(items) && followedIds.has(id),
    follow: (id: string) => changeFollow(kind, 'follow', id, reload),
    unfollow: (id: string) => changeFollow(kind, 'unfollow', id, reload),
  });
}
