'use client';

import { meEndpoint } from '@/contracts/endpoints/session';
import type { CurrentUser } from '@/contracts/user';
import { fetchJson } from '@/lib/http/fetch-json';
import { type FetchRequest, fetchedStore, useFetched } from './fetched-store';

type MeAnswer = { user: CurrentUser | null; companyMember?: boolean };

const meRequest: FetchRequest<MeAnswer> = {
  key: meEndpoint,
  load: () => fetchJson<MeAnswer>(meEndpoint),
};

/** Asks for the user again; answers the new answer, or undefined when the check failed. */
const refreshMe = () => fetchedStore.revalidate(meRequest);

/**
 * The signed-in user, or null, and whether they belong to a company's workspace. Fetched on start
 * and again when a navigation finds none loaded.
 */
export function useMe() {
  const { data, error, isLoading } = useFetched(meRequest);
  return {
    user: data?.user ?? null,
    companyMember: Boolean(data?.user && data.companyMember),
    isLoading,
    error,
    refresh: refreshMe,
  };
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
