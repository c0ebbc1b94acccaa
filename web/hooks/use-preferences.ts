'use client';

import { useLocale } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { endpoints } from '@/contracts/endpoints';
import type { ForYou, Preferences } from '@/contracts/preferences';
import { fetchJson } from '@/lib/http/fetch-json';
import { useMe, withUserCheck } from './use-me';

/** My preferences, fetched while somebody is signed in; keyed by user, so nobody sees another's. */
export function usePreferences() {
  const me = useMe();
  const { user } = me;
  const { data, error, mutate } = useSWR(user ? [endpoints.preferences, user.id] : null, ([url]: [string]) =>
    fetchJson<Preferences>(url),
  );
  return withUserCheck(me, { preferences: user ? data : undefined, error, reload: () => mutate() });
}

const forYouPath = endpoints.forYou('').split('?')[0];
const isForYouKey = (key: unknown) => Array.isArray(key) && String(key[0]).startsWith(forYouPath);

/** Replaces my preferences; what is ranked for me is fetched again in every language. */
export function useSavePreferences() {
  const { user } = useMe();
  const { mutate } = useSWRConfig();
  const { trigger } = useSWRMutation(
    user ? [endpoints.preferences, user.id] : null,
    ([url]: readonly [string, string], { arg }: { arg: Preferences }) =>
      fetchJson<Preferences>(url, { method: 'PUT', json: arg }),
    { populateCache: true, revalidate: false },
  );
  return async (preferences: Preferences) => {
    const saved = await trigger(preferences);
    await mutate(isForYouKey);
    return saved;
  };
}

/**
 * Offers and companies ranked by my preferences, in the page's language; nothing is fetched for a
 * visitor, so a cached public page can show it to whoever is signed in.
 */
export function useForYou() {
  const me = useMe();
  const { user } = me;
  const locale = useLocale();
  const { data, error, mutate } = useSWR(
    user ? [endpoints.forYou(locale), user.id] : null,
    ([url]: [string]) => fetchJson<ForYou>(url),
  );
  return withUserCheck(me, { forYou: user ? data : undefined, error, reload: () => mutate() });
}
