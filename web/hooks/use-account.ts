'use client';

import useSWRMutation from 'swr/mutation';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';

/** Deletes my account with everything stored; the returned function rejects with the API's error. */
export function useDeleteAccount() {
  const { trigger } = useSWRMutation(endpoints.account, (url: string) =>
    fetchJson(url, { method: 'DELETE' }),
  );
  return trigger;
}
