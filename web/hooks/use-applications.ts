'use client';

import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApplicationSummary } from '@/contracts/applications';
import { endpoints } from '@/contracts/endpoints';
import { fetchJson } from '@/lib/http/fetch-json';
import { uploadForm } from '@/lib/http/upload-form';
import { useMe, withUserCheck } from './use-me';

/** My applications (keyed by user, so another person's never show), with withdrawal. */
export function useApplications() {
  const me = useMe();
  const { user } = me;
  const { data, error, mutate } = useSWR(
    user ? [endpoints.applications.list, user.id] : null,
    ([url]: [string]) => fetchJson<ApplicationSummary[]>(url),
  );
  async function withdraw(id: string) {
    const updated = await fetchJson<ApplicationSummary>(endpoints.applications.withdraw(id), {
      method: 'POST',
    });
    await mutate((current) => current?.map((item) => (item.id === id ? updated : item)), {
      revalidate: false,
    });
  }
  return withUserCheck(me, { items: user ? data : undefined, error, reload: () => mutate(), withdraw });
}

/** Sends an application (multipart, with the CV); `onProgress` gets the share uploaded, 0–1. */
export function useSubmitApplication() {
  const { trigger } = useSWRMutation(
    endpoints.applications.list,
    (url: string, { arg }: { arg: { form: FormData; onProgress: (share: number) => void } }) =>
      uploadForm<ApplicationSummary>(url, arg.form, arg.onProgress),
  );
  return trigger;
}
