'use client';

import { useMemo } from 'react';
import { forYouEndpoint } from '@/contracts/endpoints/profile';
import type { ForYou } from '@/contracts/preferences';
import { useLocaleParam } from '@/i18n/use-locale-param';
import { fetchJson } from '@/lib/http/fetch-json';
import { fetchedStore, useFetched } from './fetched-store';
import { useMe, withUserCheck } from './use-me';

const forYouPath = forYouEndpoint('').split('?')[0];
/** Whether a key of the fetched store holds what is ranked for me (in any language). */
export const isForYouKey = (key: string) => key.startsWith(forYouPath);

/**
 * Offers and companies ranked by my preferences, in the page's language; nothing is fetched for a
 * visitor, so a cached public page can show it to whoever is signed in.
 */
export function useForYou() {
  const me = useMe();
  const { user } = me;
  const locale = useLocaleParam();
  const request = useMemo(() => {
    if (!user) return null;
    const url = forYouEndpoint(locale);
    return { key: `${url} ${user.id}`, load: () => fetchJson<ForYou>(url) };
  }, [user, locale]);
  const { data, error } = useFetched(request);
  const reload = () => (request ? fetchedStore.revalidate(request) : Promise.resolve(undefined));
  return withUserCheck(me, { forYou: user ? data : undefined, error, reload });
}
