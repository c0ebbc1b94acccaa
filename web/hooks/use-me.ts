'use client';

import useSWR from 'swr';
import { endpoints } from '@/contracts/endpoints';
import type { CurrentUser } from '@/contracts/user';
import { fetchJson } from '@/lib/http/fetch-json';

/** The signed-in user, or null. Fetched on start and again when a navigation finds none loaded. */
export function useMe() {
  const { data, error, isLoading, mutate } = useSWR(endpoints.me, (url: string) =>
    fetchJson<{ user: CurrentUser | null }>(url),
  );
  return { user: data?.user ?? null, isLoading, error, refresh: mutate };
}

/**
 * For data fetched only while somebody is signed in: when the user check itself failed (the
 * service is briefly unavailable), that failure is the data's load error, and trying again
 * asks for the user first.
 */
export function withUserCheck<Data extends { error: unknown; reload: () => Promise<unknown> }>(
  me: ReturnType<typeof useMe>,
  data: Data,
): Data {
  if (me.user || !me.error) return data;
  return { ...data, error: me.error, reload: () => me.refresh() };
}
