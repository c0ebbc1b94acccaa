'use client';

import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { preferencesEndpoint } from '@/contracts/endpoints/profile';
import type { Preferences } from '@/contracts/preferences';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';
import { fetchedStore } from './fetched-store';
import { isForYouKey } from './use-for-you';
import { useMe, withUserCheck } from './use-me';

/** My preferences, fetched while somebody is signed in; keyed by user, so nobody sees another's. */
export function usePreferences() {
  const me = useMe();
  const { user } = me;
  const { data, error, mutate } = useSWR(
    user ? [preferencesEndpoint, user.id] : null,
    ([url]: [string]) => fetchJson<Preferences>(url),
    swrDefaults,
  );
  return withUserCheck(me, { preferences: user ? data : undefined, error, reload: () => mutate() });
}

/** Replaces my preferences; what is ranked for me is fetched again in every language. */
export function useSavePreferences() {
  const { user } = useMe();
  const { trigger } = useSWRMutation(
    user ? [preferencesEndpoint, user.id] : null,
    ([url]: readonly [string, string], { arg }: { arg: Preferences }) =>
      fetchJson<Preferences>(url, { method: 'PUT', json: arg }),
    { populateCache: true, revalidate: false },
  );
  return async (preferences: Preferences) => {
    const saved = await trigger(preferences);
    await fetchedStore.invalidate(isForYouKey);
    return saved;
  };
}
