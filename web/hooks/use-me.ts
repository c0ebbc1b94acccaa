'use client';

import useSWR from 'swr';
import type { CurrentUser } from '@/contracts/user';
import { fetchJson } from '@/lib/http/fetch-json';

export const ME_KEY = '/api/me';

/** The signed-in user, or null. Fetched on start and again when a navigation finds none loaded. */
export function useMe() {
  const { data, error, isLoading, mutate } = useSWR(ME_KEY, (url: string) =>
    fetchJson<{ user: CurrentUser | null }>(url),
  );
  return { user: data?.user ?? null, isLoading, error, refresh: mutate };
}
