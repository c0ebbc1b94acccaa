'use client';

import useSWR from 'swr';
import type { Profile, ProfileUpdate } from '@/contracts/profile';
import { fetchJson } from '@/lib/http/fetch-json';
import { useMe, withUserCheck } from './use-me';

export const PROFILE_KEY = '/api/user/profile';

/** My personal data; fetched only while somebody is signed in. */
export function useProfile() {
  const me = useMe();
  const { user, refresh: refreshMe } = me;
  const { data, error, isLoading, mutate } = useSWR(user ? PROFILE_KEY : null, (url: string) =>
    fetchJson<Profile>(url),
  );
  const save = async (update: ProfileUpdate) => {
    const saved = await fetchJson<Profile>(PROFILE_KEY, { method: 'PATCH', json: update });
    await mutate(saved, { revalidate: false });
    // The header shows the name: it is fetched again with the user.
    await refreshMe();
    return saved;
  };
  return withUserCheck(me, { profile: data, error, isLoading, save, reload: () => mutate() });
}
