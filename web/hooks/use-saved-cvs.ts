'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { savedCvEndpoints } from '@/contracts/endpoints/applications';
import type { SavedCv } from '@/contracts/saved-cvs';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';
import { uploadForm } from '@/lib/http/upload-form';
import { useMe, withUserCheck } from './use-me';

/** The cache key of one user's saved CVs: another person's never show. */
const savedCvsKey = (userId: string) => [savedCvEndpoints.list, userId] as const;

/**
 * My saved CVs (none for nobody signed in; `known` is false while they load) and the changes to
 * them; each change answers the new list, which replaces the cached one.
 */
export function useSavedCvs() {
  const me = useMe();
  const { user } = me;
  const { data, error, mutate } = useSWR(
    user ? savedCvsKey(user.id) : null,
    ([url]) => fetchJson<SavedCv[]>(url),
    swrDefaults,
  );
  const replaceWith = async (call: Promise<SavedCv[]>) => {
    const items = await call;
    await mutate(items, { revalidate: false });
  };
  return withUserCheck(me, {
    items: user ? data : undefined,
    known: user ? data !== undefined || Boolean(error) : !me.isLoading,
    error,
    reload: () => mutate(),
    /** `onProgress` gets the share of the file sent, 0–1. */
    upload: async (form: FormData, onProgress: (share: number) => void) => {
      const saved = await uploadForm<SavedCv>(savedCvEndpoints.list, form, onProgress);
      await mutate();
      return saved;
    },
    remove: (id: string) => replaceWith(fetchJson(savedCvEndpoints.item(id), { method: 'DELETE' })),
    makeDefault: (id: string) => replaceWith(fetchJson(savedCvEndpoints.makeDefault(id), { method: 'POST' })),
  });
}

/** After an application saved its CV to the profile: the profile's list is fetched again. */
export function useRefreshSavedCvs() {
  const { user } = useMe();
  const { mutate } = useSWRConfig();
  return useCallback(() => (user ? mutate(savedCvsKey(user.id)) : Promise.resolve()), [mutate, user]);
}
