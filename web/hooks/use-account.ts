'use client';

import useSWRMutation from 'swr/mutation';
import { accountEndpoint } from '@/contracts/endpoints/profile';
import { fetchJson } from '@/lib/http/fetch-json';

/** Deletes my account with everything stored; the returned function rejects with the API's error. */
export function useDeleteAccount() {
  const { trigger } = useSWRMutation(accountEndpoint, (url: string) => fetchJson(url, { method: 'DELETE' }));
  return trigger;
}
