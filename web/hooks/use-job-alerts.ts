'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { jobAlertEndpoints } from '@/contracts/endpoints/job-alerts';
import type {
  JobAlertItem,
  JobAlertOffers,
  JobAlertUpdateInput,
  jobAlertCreateSchema,
  jobAlertSubscribeSchema,
} from '@/contracts/job-alerts';
import { fetchJson } from '@/lib/http/fetch-json';
import { swrDefaults } from '@/lib/http/swr-defaults';
import { useMe, withUserCheck } from './use-me';

/**
 * The signed-in user's job alerts with their new-offer counts, and the changes to them; each
 * change fetches the list again. Keyed by user, so another person's alerts never show.
 */
export function useJobAlerts() {
  const me = useMe();
  const { user } = me;
  const key = user ? [jobAlertEndpoints.list, user.id] : null;
  const { data, error, mutate } = useSWR(
    key,
    ([url]: [string]) => fetchJson<{ alerts: JobAlertItem[] }>(url),
    swrDefaults,
  );
  const afterwards = async <T>(call: Promise<T>) => {
    const result = await call;
    await mutate();
    return result;
  };
  return withUserCheck(me, {
    alerts: user ? data?.alerts : undefined,
    error,
    reload: () => mutate(),
    update: (id: string, change: JobAlertUpdateInput) =>
      afterwards(fetchJson<JobAlertItem>(jobAlertEndpoints.item(id), { method: 'PATCH', json: change })),
    remove: (id: string) => afterwards(fetchJson(jobAlertEndpoints.item(id), { method: 'DELETE' })),
  });
}

/** Saves a search as the signed-in user's alert; rejects with the API's error. */
export function useCreateJobAlert() {
  const { trigger } = useSWRMutation(
    jobAlertEndpoints.list,
    (url: string, { arg }: { arg: z.input<typeof jobAlertCreateSchema> }) =>
      fetchJson<JobAlertItem>(url, { method: 'POST', json: arg }),
  );
  return trigger;
}

/** A visitor's alert: the server e-mails the confirmation link; rejects with the API's error. */
export function useSubscribeJobAlert() {
  const { trigger } = useSWRMutation(
    jobAlertEndpoints.subscribe,
    (url: string, { arg }: { arg: z.input<typeof jobAlertSubscribeSchema> }) =>
      fetchJson<{ ok: true }>(url, { method: 'POST', json: arg }),
  );
  return trigger;
}

/**
 * One alert's live offers in the page's language, with those new since the previous visit.
 * Once they have loaded, the visit is recorded, so the marks move on for the next one.
 */
export function useJobAlertOffers(id: string) {
  const me = useMe();
  const { user } = me;
  const locale = useLocale();
  const key = user ? [jobAlertEndpoints.offers(id, locale), user.id] : null;
  // The marks of this visit stay while the page is open, whatever revalidates.
  const { data, error, mutate } = useSWR(key, ([url]: [string]) => fetchJson<JobAlertOffers>(url), {
    ...swrDefaults,
    revalidateOnReconnect: false,
  });
  const recorded = useRef(false);
  useEffect(() => {
    if (!data || recorded.current) return;
    recorded.current = true;
    fetchJson(jobAlertEndpoints.seen(id), { method: 'POST' }).catch((failure) =>
      console.error('Failed to record the visit to the job alert', failure),
    );
  }, [data, id]);
  return withUserCheck(me, { data: user ? data : undefined, error, reload: () => mutate() });
}
