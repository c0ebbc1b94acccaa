'use client';

import useSWR from 'swr';
import type { ApplicationSummary } from '@/contracts/applications';
import { fetchJson } from '@/lib/http/fetch-json';
import { useMe, withUserCheck } from './use-me';

const APPLICATIONS = '/api/user/applications';

/** My applications (keyed by user, so another person's never show), with withdrawal. */
export function useApplications() {
  const me = useMe();
  const { user } = me;
  const { data, error, mutate } = useSWR(user ? [APPLICATIONS, user.id] : null, ([url]: [string]) =>
    fetchJson<ApplicationSummary[]>(url),
  );
  async function withdraw(id: string) {
    const updated = await fetchJson<ApplicationSummary>(`${APPLICATIONS}/${id}/withdraw`, { method: 'POST' });
    await mutate((current) => current?.map((item) => (item.id === id ? updated : item)), {
      revalidate: false,
    });
  }
  return withUserCheck(me, { items: user ? data : undefined, error, reload: () => mutate(), withdraw });
}
